import Tag from 'antd/es/tag';
import theme from 'antd/es/theme';
import { useTranslation } from 'react-i18next';
import type { RecipientWithVoucher } from '@cadeau/contracts';
import { formatDateTime } from '@cadeau/ui/format';
import { currentLanguage } from '@cadeau/ui/i18n';
import type { ListColumn } from '@cadeau/ui/list';
import { StatusTag } from '@cadeau/ui/cockpit';
import { translateErrorKey } from '@cadeau/ui/toast';

// Used stands out (the recipient chose a gift); unused stays grey.
const statusColors = { used: 'green' } as const;

/** A dash that a screen reader reads as `text` ("not yet"), where a sighted person sees the empty cell. */
function Dash({ text }: { text: string }) {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">{text}</span>
    </>
  );
}

/** A moment of the voucher's life as date and time in the page's language, or "not yet". */
function When({ at }: { at: string | null | undefined }) {
  const { t } = useTranslation();
  if (!at) return <Dash text={t('campaigns.recipients.voucher.notYet')} />;
  return <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(at, currentLanguage())}</span>;
}

/** A code in digits that a giver may copy (manual campaigns), never broken across lines. */
function Code({ code }: { code: string }) {
  const { token } = theme.useToken();
  return (
    <code
      style={{ fontFamily: token.fontFamilyCode, whiteSpace: 'nowrap', color: token.colorText }}
      data-testid="recipient-code"
    >
      {code}
    </code>
  );
}

/**
 * The voucher columns of the recipients list (issue 12): the code's status (and the code itself for those who
 * may hand it out), then when its mail went out (or failed), was opened and clicked, and when the code was
 * redeemed, with a mark when the recipient left thanks. Each moment as date and time in the page's language.
 */
export function useVoucherColumns(): {
  status: ListColumn<RecipientWithVoucher>;
  progress: ListColumn<RecipientWithVoucher>[];
} {
  const { t } = useTranslation();
  return {
    status: {
      key: 'voucher',
      title: t('campaigns.recipients.voucher.code'),
      render: (r) =>
        r.voucher ? (
          <span style={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-start', gap: 4 }}>
            <StatusTag
              status={r.voucher.status}
              colors={statusColors}
              textKey="campaigns.recipients.voucher.status"
              testId="recipient-voucher-status"
            />
            {r.voucher.code && <Code code={r.voucher.code} />}
          </span>
        ) : (
          <Dash text={t('campaigns.recipients.voucher.none')} />
        ),
    },
    progress: [
      {
        key: 'mailedAt',
        title: t('campaigns.recipients.voucher.mailed'),
        render: (r) => {
          const v = r.voucher;
          // A failure newer than the last sending is what the giver must know (the address may be wrong).
          if (v?.mailFailedAt && (!v.mailedAt || v.mailFailedAt > v.mailedAt))
            return (
              <Tag
                color="error"
                title={v.mailFailure ? translateErrorKey(v.mailFailure) : undefined}
                data-testid="recipient-mail-failed"
              >
                {t('campaigns.recipients.voucher.mailFailed')}
              </Tag>
            );
          return <When at={v?.mailedAt} />;
        },
      },
      {
        key: 'openedAt',
        title: t('campaigns.recipients.voucher.opened'),
        render: (r) => <When at={r.voucher?.openedAt} />,
      },
      {
        key: 'clickedAt',
        title: t('campaigns.recipients.voucher.clicked'),
        render: (r) => <When at={r.voucher?.clickedAt} />,
      },
      {
        key: 'redeemedAt',
        title: t('campaigns.recipients.voucher.redeemed'),
        render: (r) => (
          <span style={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 4 }}>
            <When at={r.voucher?.redeemedAt} />
            {r.voucher?.hasFeedback && (
              <Tag color="green" data-testid="recipient-feedback">
                {t('campaigns.recipients.voucher.thanked')}
              </Tag>
            )}
          </span>
        ),
      },
    ],
  };
}
