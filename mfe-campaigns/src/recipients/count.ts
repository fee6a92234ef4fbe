/** A count with Swiss grouping in both languages (100'000), as amounts are shown (@cadeau/ui/format formatChf). */
export const formatCount = (n: number): string => String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, "'");
