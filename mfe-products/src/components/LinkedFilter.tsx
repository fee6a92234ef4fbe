import Button from 'antd/es/button';
import theme from 'antd/es/theme';
import { Stack } from '@cadeau/ui/cockpit';

/**
 * A filter the list was narrowed by from a link or a row (one campaign, one gift, one organisation), which the
 * list's selects do not show: what it is, and the way back to the whole list.
 */
export function LinkedFilter({
  testId,
  label,
  clearLabel,
  onClear,
}: {
  testId: string;
  label: string;
  clearLabel: string;
  onClear: () => void;
}) {
  const { token } = theme.useToken();
  return (
    <Stack wrap gap="xs" align="center" testId={testId}>
      <span
        style={{
          padding: '2px 8px',
          border: `1px solid ${token.colorBorder}`,
          borderRadius: token.borderRadiusSM,
          background: token.colorFillQuaternary,
          overflowWrap: 'anywhere',
        }}
      >
        {label}
      </span>
      <Button type="link" onClick={onClear} data-testid={`${testId}-clear`}>
        {clearLabel}
      </Button>
    </Stack>
  );
}
