import type { ReactNode } from 'react';
import Alert from 'antd/es/alert';
import { Stack } from './stack';
import { Paragraph } from './paragraph';

/**
 * Why a record has the status it has (a rejection, a block), where its owner looks first: the status as the
 * title, the reason as written (its line breaks kept, a long word broken) with `testId`-text, and what to do
 * now (`help`) under it.
 */
export function StatusWithReason({
  title,
  reason,
  help,
  testId,
}: {
  title: ReactNode;
  reason: string;
  help?: ReactNode;
  testId: string;
}) {
  return (
    <Alert
      type="error"
      showIcon
      data-testid={testId}
      title={title}
      description={
        <Stack vertical gap="xs">
          <p style={{ margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} data-testid={`${testId}-text`}>
            {reason}
          </p>
          {help && <Paragraph>{help}</Paragraph>}
        </Stack>
      }
    />
  );
}
