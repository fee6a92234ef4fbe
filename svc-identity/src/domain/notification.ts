/** A marking names every notification of the caller or some by id; one naming none changes nothing. */
export const marksAny = (which: { all?: boolean; ids?: string[] }): boolean => Boolean(which.all || which.ids?.length);
