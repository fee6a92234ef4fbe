import { useRef, useState } from 'react';
import Button from 'antd/es/button';
import Progress from 'antd/es/progress';
import { useTranslation } from 'react-i18next';
import { FieldError } from '@cadeau/ui/cockpit';
import { errorTexts } from '@cadeau/ui/toast';
import { videoUrl } from '../api/files';
import type { UploadFn } from './upload';

/** A product's video instead of images: one upload with its progress, played back, removable. */
export function VideoField({
  id,
  value,
  onChange,
  upload,
  error,
}: {
  id: string;
  value: string | null;
  onChange: (id: string | null) => void;
  upload: UploadFn;
  error?: string | null;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<{ name: string; percent: number; controller: AbortController } | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  const start = (file: File) => {
    const controller = new AbortController();
    setFailed(null);
    setProgress({ name: file.name, percent: 0, controller });
    upload(file, {
      signal: controller.signal,
      onProgress: (percent) => setProgress((p) => (p ? { ...p, percent } : p)),
    }).then(
      (uploaded) => {
        setProgress(null);
        onChange(uploaded.id);
      },
      (err: unknown) => {
        setProgress(null);
        if (!controller.signal.aborted)
          setFailed(`${t('products.images.failed', { name: file.name })} ${errorTexts(err).summary}`);
      },
    );
  };

  return (
    <div role="group" aria-labelledby={`${id}-label`}>
      <div id={`${id}-label`} style={{ fontWeight: 500, marginBottom: 8 }}>
        {t('products.video.label')}
      </div>
      {value ? (
        <video
          controls
          preload="metadata"
          src={videoUrl(value)}
          style={{ maxWidth: 480, width: '100%' }}
          data-testid="product-video"
        />
      ) : (
        !progress && <p>{t('products.video.none')}</p>
      )}
      {progress && (
        <div style={{ maxWidth: 320 }}>
          <Progress
            percent={Math.round(progress.percent)}
            size="small"
            aria-label={t('products.images.uploading', { name: progress.name })}
            data-testid="upload-progress"
          />
          <Button size="small" onClick={() => progress.controller.abort()}>
            {t('products.form.cancel')}
          </Button>
        </div>
      )}
      <input
        ref={input}
        type="file"
        accept="video/mp4,video/webm,video/quicktime"
        hidden
        data-testid="video-input"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) start(file);
        }}
      />
      <div style={{ display: 'flex', gap: 12, marginTop: 12 }}>
        <Button onClick={() => input.current?.click()} disabled={!!progress}>
          {t('products.video.add')}
        </Button>
        {value && (
          <Button danger onClick={() => onChange(null)}>
            {t('products.video.remove')}
          </Button>
        )}
      </div>
      <FieldError id={`${id}-upload-error`} message={failed} />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
