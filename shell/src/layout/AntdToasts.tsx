import Alert from 'antd/es/alert';
import { useTranslation } from 'react-i18next';
import { antdKit } from '@cadeau/ui/antd';
import { AntdTheme } from '@cadeau/ui/theme';
import { toasts as bus, type Severity, type Toast } from '@cadeau/ui/toast';
import { Stack } from '@cadeau/ui/cockpit';

const types: Record<Severity, 'info' | 'success' | 'warning' | 'error'> = {
  info: 'info',
  success: 'success',
  warn: 'warning',
  error: 'error',
};

export default function AntdToasts({ toasts }: { toasts: readonly Toast[] }) {
  const { t } = useTranslation();
  return (
    <AntdTheme antd={antdKit}>
      <Stack vertical gap="xs">
        {toasts.map((toast) => (
          <Alert
            key={toast.id}
            type={types[toast.severity]}
            showIcon
            role={toast.severity === 'error' ? 'alert' : 'status'}
            data-testid={`toast-${toast.severity}`}
            title={toast.summary}
            description={toast.detail ? <span style={{ whiteSpace: 'pre-line' }}>{toast.detail}</span> : undefined}
            closable={toast.closable ? { onClose: () => bus.remove(toast.id), 'aria-label': t('common.close') } : false}
            style={{ boxShadow: '0 6px 16px rgba(0,0,0,0.12)' }}
          />
        ))}
      </Stack>
    </AntdTheme>
  );
}
