import type { ReactNode } from 'react';
import { Stack } from '@cadeau/ui/cockpit';

/**
 * One filter of a list or report: its label above its control (a date, a week, a search-select). Unlike the kit's
 * form `Field` it keeps no line for a message, so a row of filters and its button line up at their bottom.
 */
export function FilterField({ id, label, children }: { id: string; label: ReactNode; children: ReactNode }) {
  return (
    <Stack vertical gap="xxs" minWidth={0}>
      <label htmlFor={id}>{label}</label>
      {children}
    </Stack>
  );
}
