import { useEffect, useRef, useState } from 'react';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Progress from 'antd/es/progress';
import theme from 'antd/es/theme';
import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import ArrowRightOutlined from '@ant-design/icons/ArrowRightOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import { useTranslation } from 'react-i18next';
import { MAX_IMAGE_ALT, NO_IMAGE_ALT, type ImageAlt } from '@cadeau/contracts/image-alt';
import { FieldError, Stack } from '@cadeau/ui/cockpit';
import { supportedLanguages } from '@cadeau/ui/i18n';
import { errorTexts } from '@cadeau/ui/toast';
import { move } from '../domain/reorder';
import { ProductImage } from './ProductImage';
import type { UploadFn } from './upload';

interface Pending {
  key: number;
  name: string;
  percent: number;
  controller: AbortController;
  failed?: string;
}

export interface ImageListProps {
  id: string;
  /** File ids in display order; the first is the main image. */
  value: string[];
  onChange: (ids: string[]) => void;
  /** Each image's description (alt text) by file id, typed under the image in both languages (issue 23). */
  alts?: Record<string, ImageAlt>;
  onAltChange?: (fileId: string, alt: ImageAlt) => void;
  upload: UploadFn;
  min: number;
  max: number;
  /** Product.MaxImageSize in megabytes, when the editor knows it. */
  maxSizeMb?: number;
  error?: string | null;
}

/**
 * The images of a product in the editor: upload several at once, each with its own progress bar (and a way to
 * cancel it), previews in display order, reordered by dragging or, for the keyboard and screen readers, by
 * each image's move buttons (the move is announced), and removed. The bounds of the settings are shown.
 */
/** Uploads of one list under way at once (svc-catalog takes UPLOADS_PER_ORGANIZATION = 6 of an organisation). */
export const PARALLEL_UPLOADS = 3;

export function ImageList({
  id,
  value,
  onChange,
  alts = {},
  onAltChange,
  upload,
  min,
  max,
  maxSizeMb,
  error,
}: ImageListProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [pending, setPending] = useState<Pending[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const [dragged, setDragged] = useState<number | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const nextKey = useRef(0);

  // Uploads finish in any order, but the images keep the order they were chosen in: a finished upload waits
  // in `queue` for those chosen before it (a failed or cancelled one no longer holds the others back).
  const queue = useRef<{ key: number; done?: string }[]>([]);
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);
  const settle = (key: number, done?: string) => {
    queue.current = done
      ? queue.current.map((q) => (q.key === key ? { key, done } : q))
      : queue.current.filter((q) => q.key !== key);
    let n = 0;
    while (n < queue.current.length && queue.current[n]?.done) n++;
    if (!n) return;
    const finished = queue.current.slice(0, n);
    queue.current = queue.current.slice(n);
    const keys = new Set(finished.map((q) => q.key));
    setPending((list) => list.filter((p) => !keys.has(p.key)));
    latest.current = [...latest.current, ...finished.map((q) => q.done!)];
    onChange(latest.current);
  };

  const update = (key: number, change: Partial<Pending> | null) =>
    setPending((list) =>
      change === null ? list.filter((p) => p.key !== key) : list.map((p) => (p.key === key ? { ...p, ...change } : p)),
    );

  // At most PARALLEL_UPLOADS at a time, the others wait their turn in the order chosen: svc-catalog takes six
  // uploads of one organisation at once (a seventh is 429), and an HTTP/2 gateway would let a browser send them all.
  const slots = useRef({ running: 0, waiting: [] as (() => void)[] });
  const turn = () =>
    new Promise<void>((resolve) => {
      if (slots.current.running < PARALLEL_UPLOADS) {
        slots.current.running++;
        resolve();
      } else slots.current.waiting.push(() => (slots.current.running++, resolve()));
    });
  const done = () => {
    slots.current.running--;
    slots.current.waiting.shift()?.();
  };

  const start = (file: File) => {
    const key = nextKey.current++;
    const controller = new AbortController();
    setPending((list) => [...list, { key, name: file.name, percent: 0, controller }]);
    queue.current = [...queue.current, { key }];
    const failed = (err: unknown) => {
      if (controller.signal.aborted) update(key, null);
      else update(key, { failed: messageOf(err) });
      settle(key);
    };
    void turn().then(() => {
      // Cancelled while waiting: its turn passes on at once.
      if (controller.signal.aborted) {
        done();
        failed(new Error('aborted'));
        return;
      }
      upload(file, { signal: controller.signal, onProgress: (percent) => update(key, { percent }) })
        .finally(done)
        .then((uploaded) => settle(key, uploaded.id), failed);
    });
  };

  const reorder = (from: number, to: number) => {
    if (to < 0 || to >= value.length || from === to) return;
    onChange(move(value, from, to));
    setAnnouncement(t('products.images.moved', { position: to + 1 }));
  };

  const full = value.length + pending.filter((p) => !p.failed).length >= max;
  const bounds =
    maxSizeMb !== undefined
      ? t('products.images.bounds', { min, max, size: maxSizeMb })
      : t('products.images.boundsNoSize', { min, max });
  // ADR 0014: the settings are the limit; "3 to 5" is the advice within them.
  const adviceFrom = Math.max(min, Math.min(3, max));
  const adviceTo = Math.max(adviceFrom, Math.min(5, max));
  const advice = t('products.images.advice', { from: adviceFrom, to: adviceTo });

  return (
    <div role="group" aria-labelledby={`${id}-label`} aria-describedby={`${id}-help${error ? ` ${id}-error` : ''}`}>
      <div id={`${id}-label`} style={{ fontWeight: 500, marginBottom: 4 }}>
        {t('products.images.label')}
      </div>
      <p id={`${id}-help`} style={{ margin: '0 0 8px', color: token.colorTextSecondary }}>
        {bounds} {advice} {t('products.images.dragHint')}
        {onAltChange && ` ${t('products.images.altHint')}`}
      </p>
      <Stack as="ol" wrap gap="sm" testId="image-list">
        {value.map((fileId, index) => {
          const position = index + 1;
          return (
            <li
              key={fileId}
              data-testid="image-item"
              data-file-id={fileId}
              draggable
              onDragStart={(e) => {
                setDragged(index);
                e.dataTransfer.effectAllowed = 'move';
              }}
              onDragOver={(e) => {
                if (dragged !== null) e.preventDefault();
              }}
              onDrop={(e) => {
                e.preventDefault();
                if (dragged !== null) reorder(dragged, index);
                setDragged(null);
              }}
              onDragEnd={() => setDragged(null)}
              style={{
                width: 160,
                border: `1px solid ${dragged === index ? token.colorPrimary : token.colorBorder}`,
                borderRadius: token.borderRadius,
                padding: 8,
                cursor: 'grab',
                background: token.colorBgContainer,
              }}
            >
              <ProductImage
                fileId={fileId}
                size="list"
                alt={t('products.images.image', { position, count: value.length })}
                style={{ width: '100%', height: 110, borderRadius: token.borderRadiusSM }}
              />
              {onAltChange && (
                <ImageAltFields
                  fileId={fileId}
                  position={position}
                  alt={alts[fileId] ?? NO_IMAGE_ALT}
                  onChange={(alt) => onAltChange(fileId, alt)}
                />
              )}
              <div style={{ display: 'flex', justifyContent: 'space-between', marginTop: 8 }}>
                <Button
                  size="small"
                  icon={<ArrowLeftOutlined />}
                  aria-label={t('products.images.moveUp', { position })}
                  disabled={index === 0}
                  onClick={() => reorder(index, index - 1)}
                  data-testid="image-move-up"
                />
                <Button
                  size="small"
                  icon={<ArrowRightOutlined />}
                  aria-label={t('products.images.moveDown', { position })}
                  disabled={index === value.length - 1}
                  onClick={() => reorder(index, index + 1)}
                  data-testid="image-move-down"
                />
                <Button
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('products.images.remove', { position })}
                  onClick={() => onChange(value.filter((x) => x !== fileId))}
                  data-testid="image-remove"
                />
              </div>
            </li>
          );
        })}
        {pending.map((p) => (
          <li
            key={`pending-${p.key}`}
            data-testid="image-upload"
            style={{
              width: 160,
              border: `1px dashed ${p.failed ? token.colorError : token.colorBorder}`,
              borderRadius: token.borderRadius,
              padding: 8,
            }}
          >
            <div style={{ overflowWrap: 'anywhere', fontSize: token.fontSizeSM }}>{p.name}</div>
            {p.failed ? (
              <>
                <FieldError
                  id={`${id}-upload-${p.key}`}
                  message={`${t('products.images.failed', { name: p.name })} ${p.failed}`}
                />
                <Button size="small" onClick={() => update(p.key, null)} style={{ marginTop: 8 }}>
                  {t('common.close')}
                </Button>
              </>
            ) : (
              <>
                <Progress
                  percent={Math.round(p.percent)}
                  size="small"
                  aria-label={t('products.images.uploading', { name: p.name })}
                  data-testid="upload-progress"
                />
                <Button
                  size="small"
                  onClick={() => p.controller.abort()}
                  aria-label={t('products.images.cancelUpload', { name: p.name })}
                >
                  {t('products.form.cancel')}
                </Button>
              </>
            )}
          </li>
        ))}
      </Stack>
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif,image/avif,image/heic"
        multiple
        hidden
        data-testid="image-input"
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          e.target.value = '';
          // Never more than the maximum: the rest of a too large selection is left out.
          const room = max - value.length - pending.filter((p) => !p.failed).length;
          files.slice(0, Math.max(0, room)).forEach(start);
        }}
      />
      <Button style={{ marginTop: 12 }} disabled={full} onClick={() => input.current?.click()} data-testid="image-add">
        {t('products.images.add')}
      </Button>
      <FieldError id={`${id}-error`} message={error} />
      <div className="visually-hidden" aria-live="polite" data-testid="image-announcement">
        {announcement}
      </div>
    </div>
  );
}

/**
 * What the image shows, in German and English, for a person who cannot see it: the recipient's page reads it out as
 * the image's text (alt). A label per language above its field; each field names its image for a screen reader.
 */
function ImageAltFields({
  fileId,
  position,
  alt,
  onChange,
}: {
  fileId: string;
  position: number;
  alt: ImageAlt;
  onChange: (alt: ImageAlt) => void;
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 4, marginTop: 8 }} data-testid="image-alt">
      {supportedLanguages.map((lang) => (
        <label key={lang} style={{ display: 'flex', flexDirection: 'column', fontSize: token.fontSizeSM }}>
          <span>{t(`products.images.alt.${lang}`)}</span>
          <Input
            size="small"
            id={`image-alt-${fileId}-${lang}`}
            aria-label={t(`products.images.altOf.${lang}`, { position })}
            maxLength={MAX_IMAGE_ALT}
            value={alt[lang]}
            onChange={(e) => onChange({ ...alt, [lang]: e.target.value })}
            data-testid={`image-alt-${lang}`}
          />
        </label>
      ))}
    </div>
  );
}

/** The catalogue text of a refused upload (`error.upload.imageTooLarge`...), else the generic one. */
const messageOf = (err: unknown): string => errorTexts(err).summary;
