import type { TFunction } from 'i18next';
import type { MailDesign } from '@cadeau/contracts/mail-design';

/** A refusal of the design at one field: its path below the design and its message key. */
export interface DesignIssue {
  path: readonly (string | number)[];
  message: string;
}

/** The message of an image block without an image (the designer's own, not the server's internal wording). */
export const IMAGE_MISSING = 'campaigns.mailDesign.imageMissing';

/**
 * The image blocks that hold no image yet: a save would be refused, so the designer says so at the block before
 * it calls the server (issue 23).
 */
export function missingImages(design: MailDesign): DesignIssue[] {
  return design.blocks.flatMap((block, index) =>
    (block.type === 'image' || block.type === 'headerImage') && !block.imageUrl.trim()
      ? [{ path: ['blocks', index, 'imageUrl'], message: IMAGE_MISSING }]
      : [],
  );
}

/** An issue as the server answered it, in the designer's words: an image that is missing says so. */
export function designerIssue(issue: DesignIssue, design: MailDesign): DesignIssue {
  const [head, index, field] = issue.path;
  const block = head === 'blocks' && typeof index === 'number' ? design.blocks[index] : undefined;
  if (field === 'imageUrl' && block && 'imageUrl' in block && !block.imageUrl.trim())
    return { ...issue, message: IMAGE_MISSING };
  return issue;
}

const valueAt = (design: MailDesign, path: readonly (string | number)[]): unknown =>
  // A refusal at `blocks` (one gift code, one footer) is about the blocks' types.
  path.length === 1 && path[0] === 'blocks'
    ? design.blocks.map((b) => b.type)
    : path.reduce<unknown>((v, key) => (v as Record<string | number, unknown> | undefined)?.[key], design);

/**
 * The issues that still hold after an edit: an issue whose field changed goes (its cause may be gone, and a stale
 * message would point at text that is no longer there); the others stay until the next save answers.
 */
export function issuesStillHolding(issues: DesignIssue[], before: MailDesign, after: MailDesign): DesignIssue[] {
  return issues.filter((i) => JSON.stringify(valueAt(before, i.path)) === JSON.stringify(valueAt(after, i.path)));
}

/**
 * One line per issue for the summary of a refused save, naming the place as the screen does: "Block 3 (Image):
 * Please choose an image.", "Subject (English): …"; never the document's internal path.
 */
export function issueLines(issues: DesignIssue[], design: MailDesign, t: TFunction): string[] {
  return issues.map((issue) => {
    const text = t(issue.message);
    const [head, index] = issue.path;
    if (head === 'blocks' && typeof index === 'number' && design.blocks[index]) {
      const type = t(`campaigns.mailDesign.types.${design.blocks[index].type}`);
      return t('campaigns.mailDesign.blockIssue', { position: index + 1, type, message: text });
    }
    if (head === 'subject' && (index === 'de' || index === 'en'))
      return t('campaigns.mailDesign.fieldIssue', {
        field: t('campaigns.mailDesign.fields.subject'),
        language: t(`common.languages.${index}`),
        message: text,
      });
    return text;
  });
}
