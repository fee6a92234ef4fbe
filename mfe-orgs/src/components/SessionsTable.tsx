import Button from 'antd/es/button';
import Tag from 'antd/es/tag';
import theme from 'antd/es/theme';
import { useTranslation } from 'react-i18next';
import type { Session } from '@cadeau/contracts';
import { currentLanguage } from '@cadeau/ui/i18n';
import { formatDateTime } from '@cadeau/ui/format';

/**
 * The sessions as a plain, semantic HTML table styled with the antd theme's tokens. antd's Table (sorting,
 * filters, pagination) would add ~100 KB gzip for six columns of a handful of rows.
 */
export function SessionsTable({ sessions, onEnd }: { sessions: Session[]; onEnd: (s: Session) => void }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const lang = currentLanguage();
  const cell = { padding: '12px 16px', borderBottom: `1px solid ${token.colorBorderSecondary}`, textAlign: 'start' as const, verticalAlign: 'middle' as const };
  const head = { ...cell, background: token.colorFillAlter, fontWeight: 600, color: token.colorTextHeading, whiteSpace: 'nowrap' as const };
  if (!sessions.length) return <p>{t('settings.sessions.empty')}</p>;
  return (
    <div style={{ overflowX: 'auto' }}>
      <table style={{ width: '100%', borderCollapse: 'collapse' }} data-testid="sessions-table">
        <caption className="visually-hidden">{t('settings.sessions.title')}</caption>
        <thead>
          <tr>
            <th scope="col" style={head}>{t('settings.sessions.device')}</th>
            <th scope="col" style={head}>{t('settings.sessions.browser')}</th>
            <th scope="col" style={head}>{t('settings.sessions.ip')}</th>
            <th scope="col" style={head}>{t('settings.sessions.createdAt')}</th>
            <th scope="col" style={head}>{t('settings.sessions.lastSeenAt')}</th>
            <th scope="col" style={head}>
              <span className="visually-hidden">{t('settings.sessions.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {sessions.map((s) => (
            <tr key={s.id} data-testid="session-row" data-current={s.current || undefined}>
              <td style={cell}>
                {s.device}
                {s.current && (
                  <Tag color="green" style={{ marginInlineStart: 8 }} data-testid="this-device">
                    {t('settings.sessions.thisDevice')}
                  </Tag>
                )}
              </td>
              <td style={cell}>{s.browser}</td>
              <td style={cell}>{s.ip}</td>
              <td style={{ ...cell, whiteSpace: 'nowrap' }}>{formatDateTime(s.createdAt, lang)}</td>
              <td style={{ ...cell, whiteSpace: 'nowrap' }}>{formatDateTime(s.lastSeenAt, lang)}</td>
              <td style={{ ...cell, textAlign: 'end' }}>
                <Button danger onClick={() => onEnd(s)} aria-label={`${t('settings.sessions.end')}: ${s.device}, ${s.browser}, ${s.ip}`}>
                  {t('settings.sessions.end')}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
