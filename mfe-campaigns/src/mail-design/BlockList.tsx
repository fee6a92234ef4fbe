import { useState } from 'react';
import Button from 'antd/es/button';
import theme from 'antd/es/theme';
import ArrowDownOutlined from '@ant-design/icons/ArrowDownOutlined';
import ArrowUpOutlined from '@ant-design/icons/ArrowUpOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import HolderOutlined from '@ant-design/icons/HolderOutlined';
import { useTranslation } from 'react-i18next';
import type { MailDesignBlock } from '@cadeau/contracts/mail-design';
import { ConfirmDialog, Paragraph, Stack } from '@cadeau/ui/cockpit';
import { removable } from './blocks';
import { BlockEditor, type BlockErrors } from './BlockEditor';

/**
 * The blocks of the mail in order, each with its fields. Reordered with the up and down buttons, or from the
 * keyboard: the focused handle moves its block with the arrow keys (Home and End to the ends), keeps the focus
 * and announces the new position. The gift code and the footer cannot be removed; removing another block asks
 * first (issue 23).
 */
export function BlockList({
  blocks,
  keys,
  disabled,
  onChange,
  onMove,
  onRemove,
  errorsOf,
}: {
  blocks: MailDesignBlock[];
  /** A stable key per block (its fields keep their state while it moves). */
  keys: number[];
  disabled: boolean;
  onChange: (index: number, block: MailDesignBlock) => void;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  errorsOf: (index: number) => BlockErrors;
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [announcement, setAnnouncement] = useState('');
  const [removing, setRemoving] = useState<number | null>(null);
  const removed = removing === null ? undefined : blocks[removing];
  const name = (block: MailDesignBlock) => t(`campaigns.mailDesign.types.${block.type}`);

  const move = (from: number, to: number, focusHandle: boolean) => {
    if (to < 0 || to >= blocks.length || to === from) return;
    onMove(from, to);
    setAnnouncement(
      t('campaigns.mailDesign.moved', { type: name(blocks[from]!), position: to + 1, count: blocks.length }),
    );
    if (focusHandle)
      requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-block-handle="${keys[from]}"]`)?.focus());
  };

  return (
    <>
      <Stack as="ol" vertical gap="sm">
        {blocks.map((block, index) => {
          const position = index + 1;
          const label = t('campaigns.mailDesign.blockLabel', { type: name(block), position, count: blocks.length });
          const errors = errorsOf(index);
          return (
            <li
              key={keys[index]}
              data-testid="mail-block"
              data-block-type={block.type}
              aria-label={label}
              style={{
                border: `1px solid ${Object.keys(errors).length ? token.colorError : token.colorBorder}`,
                borderRadius: token.borderRadius,
                padding: 12,
                background: token.colorBgContainer,
              }}
            >
              <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', marginBottom: 8 }}>
                {!disabled && (
                  <Button
                    size="small"
                    type="text"
                    icon={<HolderOutlined />}
                    data-block-handle={keys[index]}
                    data-testid="mail-block-handle"
                    aria-label={t('campaigns.mailDesign.handle', { type: name(block), position, count: blocks.length })}
                    aria-describedby="mail-block-keys"
                    onKeyDown={(e) => {
                      const to =
                        e.key === 'ArrowUp'
                          ? index - 1
                          : e.key === 'ArrowDown'
                            ? index + 1
                            : e.key === 'Home'
                              ? 0
                              : e.key === 'End'
                                ? blocks.length - 1
                                : null;
                      if (to === null) return;
                      e.preventDefault();
                      move(index, to, true);
                    }}
                  />
                )}
                <strong style={{ flex: 1, minWidth: 120 }}>
                  {position}. {name(block)}
                </strong>
                {!disabled && (
                  <span style={{ display: 'inline-flex', gap: 4 }}>
                    <Button
                      size="small"
                      icon={<ArrowUpOutlined />}
                      aria-label={t('campaigns.mailDesign.moveUp', { type: name(block), position })}
                      disabled={index === 0}
                      onClick={() => move(index, index - 1, false)}
                      data-testid="mail-block-up"
                    />
                    <Button
                      size="small"
                      icon={<ArrowDownOutlined />}
                      aria-label={t('campaigns.mailDesign.moveDown', { type: name(block), position })}
                      disabled={index === blocks.length - 1}
                      onClick={() => move(index, index + 1, false)}
                      data-testid="mail-block-down"
                    />
                    {removable(block) && (
                      <Button
                        size="small"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={t('campaigns.mailDesign.remove', { type: name(block), position })}
                        onClick={() => setRemoving(index)}
                        data-testid="mail-block-remove"
                      />
                    )}
                  </span>
                )}
              </div>
              <BlockEditor
                id={`mail-block-${keys[index]}`}
                block={block}
                disabled={disabled}
                errors={errors}
                onChange={(next) => onChange(index, next)}
              />
            </li>
          );
        })}
      </Stack>
      <ConfirmDialog
        open={removed !== undefined}
        title={removed ? t('campaigns.mailDesign.removeTitle', { type: name(removed), position: removing! + 1 }) : ''}
        okText={t('campaigns.mailDesign.removeConfirm')}
        danger
        testId="confirm-remove-block"
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing === null || !removed) return;
          onRemove(removing);
          setRemoving(null);
          setAnnouncement(t('campaigns.mailDesign.removed', { type: name(removed) }));
        }}
      >
        <Paragraph>{t('campaigns.mailDesign.removeText')}</Paragraph>
      </ConfirmDialog>
      <p id="mail-block-keys" className="visually-hidden">
        {t('campaigns.mailDesign.keysHelp')}
      </p>
      <div className="visually-hidden" aria-live="polite" data-testid="mail-block-announcement">
        {announcement}
      </div>
    </>
  );
}
