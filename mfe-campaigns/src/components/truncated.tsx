/**
 * A cell value on one line, cut with an ellipsis past `maxWidth` and whole in its tooltip (title): on a phone
 * an e-mail address or a giver's name broken every few letters made rows very tall and pushed the columns after
 * it out of sight. The table itself still scrolls inside its own box when it is wider than the screen.
 */
export function Truncated({ text, maxWidth, testId }: { text: string; maxWidth: string; testId?: string }) {
  return (
    <span
      title={text}
      data-testid={testId}
      style={{
        display: 'inline-block',
        maxWidth,
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
        verticalAlign: 'bottom',
      }}
    >
      {text}
    </span>
  );
}
