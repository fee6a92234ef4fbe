import { useRef, useState } from 'react';
import Button from 'antd/es/button';
import Progress from 'antd/es/progress';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { useTranslation } from 'react-i18next';
import { FieldError, Stack } from '@cadeau/ui/cockpit';
import { errorTexts } from '@cadeau/ui/toast';
import { uploadMailImage } from '../api/designs';

/**
 * The image of a header or image block: uploaded through the catalog's upload, kept as the absolute URL of its
 * JPEG variant (what a mail client loads), shown small beside the button that replaces it.
 */
export function ImageField({
  id,
  url,
  alt,
  onChange,
  disabled,
  error,
}: {
  id: string;
  url: string;
  alt: string;
  onChange: (url: string) => void;
  disabled?: boolean;
  error?: string | null;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const start = (file: File) => {
    setFailed(null);
    setPercent(0);
    uploadMailImage(file, { onProgress: setPercent }).then(
      (absolute) => {
        setPercent(null);
        onChange(absolute);
      },
      (err: unknown) => {
        setPercent(null);
        setFailed(errorTexts(err).summary);
      },
    );
  };
  return (
    <Stack gap="sm" wrap align="center">
      {url ? (
        <img
          src={url}
          alt={alt}
          style={{ maxWidth: 160, maxHeight: 90, objectFit: 'contain' }}
          data-testid={`${id}-image`}
        />
      ) : (
        <span>{t('campaigns.mailDesign.noImage')}</span>
      )}
      {!disabled && (
        <>
          <input
            ref={input}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            hidden
            data-testid={`${id}-file`}
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) start(file);
            }}
          />
          <Button icon={<UploadOutlined />} onClick={() => input.current?.click()} disabled={percent !== null}>
            {t(url ? 'campaigns.mailDesign.replaceImage' : 'campaigns.mailDesign.uploadImage')}
          </Button>
        </>
      )}
      {percent !== null && (
        <Progress
          percent={Math.floor(percent)}
          size="small"
          style={{ width: 160 }}
          aria-label={t('campaigns.mailDesign.uploading')}
        />
      )}
      <FieldError id={`${id}-error`} message={failed ?? error} />
    </Stack>
  );
}
