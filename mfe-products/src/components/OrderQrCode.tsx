import { QRCodeSVG } from 'qrcode.react';
import theme from 'antd/es/theme';
import { useTranslation } from 'react-i18next';
import { SecondaryText, Stack } from '@cadeau/ui/cockpit';

/**
 * The QR code of the order number, drawn in the browser (the same content as the image of the recipient's
 * confirmation: the order number only, never the gift code). Black on white in either colour mode, with a quiet
 * zone, so a scanner reads it from a dark screen too. The server's PNG of it (`qrPath`) is offered for download.
 */
export function OrderQrCode({ number, pngPath }: { number: string; pngPath: string }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <figure style={{ margin: 0, display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'center' }}>
      <QRCodeSVG
        value={number}
        size={144}
        marginSize={4}
        bgColor="#ffffff"
        fgColor="#000000"
        role="img"
        aria-label={t('orders.detail.qrLabel', { number })}
        data-testid="order-qr"
        data-value={number}
        style={{ borderRadius: token.borderRadiusSM, flex: 'none' }}
      />
      <Stack as="figcaption" vertical gap="xs" maxWidth={320}>
        <SecondaryText>{t('orders.detail.qrHelp')}</SecondaryText>
        {/* The same code as the image of the recipient's mail, for a label or a delivery note. */}
        <a href={`/api${pngPath.replace(/^\/api/, '')}`} download={`${number}.png`} data-testid="order-qr-png">
          {t('orders.detail.qrDownload')}
        </a>
      </Stack>
    </figure>
  );
}
