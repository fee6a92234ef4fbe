import { SecondaryText } from './secondary-text';

/**
 * A person in a list or table: the name first, the e-mail address under it, smaller and in the secondary
 * text colour (issue 9: people are named by name, the address is the detail that tells two of one name
 * apart). Without a name the address stands alone; without either, a dash.
 */
export function Person({ name, email, testId }: { name?: string | null; email?: string | null; testId?: string }) {
  const n = name?.trim();
  const e = email?.trim();
  if (!n && !e) return <>—</>;
  return (
    <span data-testid={testId}>
      {n || e}
      {n && e && (
        <SecondaryText block small>
          {e}
        </SecondaryText>
      )}
    </span>
  );
}
