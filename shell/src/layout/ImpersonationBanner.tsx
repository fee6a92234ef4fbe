import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';
import { useEndImpersonation, useMyUser } from '@cadeau/ui/api';
import { showError } from '@cadeau/ui/toast';

/**
 * Shown on every cockpit page while a platform administrator acts as another user. Ending it resumes the
 * administrator's own session (the gateway swaps the cookie); a full load then starts the cockpit as them,
 * dropping everything cached for the impersonated user. When that session is gone the answer is 401 and
 * the query client's 401 rule sends the page to /login (ADR 0010): no new administrator session.
 */
export function ImpersonationBanner() {
  const { t } = useTranslation();
  const { data: user } = useMyUser();
  const end = useEndImpersonation();
  if (!user?.inpersonated) return null;
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
  return (
    <div
      role="status"
      data-testid="impersonation-banner"
      className="impersonation-banner"
      style={{
        display: 'flex',
        gap: 16,
        alignItems: 'center',
        justifyContent: 'center',
        flexWrap: 'wrap',
        padding: '8px 16px',
        background: '#fff1b8',
        color: '#5c3c00',
        borderBottom: '1px solid #ffd666',
      }}
    >
      <span>{t('layout.impersonation.text', { name, email: user.email })}</span>
      <Button
        size="small"
        loading={end.isPending}
        data-testid="end-impersonation"
        onClick={() =>
          end.mutate(undefined, { onSuccess: () => window.location.assign('/cockpit/users'), onError: showError })
        }
      >
        {t('layout.impersonation.end')}
      </Button>
    </div>
  );
}
