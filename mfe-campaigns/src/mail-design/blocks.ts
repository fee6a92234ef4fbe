import {
  defaultMailBlock,
  mailDesignBlockTypes,
  singleMailDesignBlocks,
  type MailDesign,
  type MailDesignBlock,
  type MailDesignBlockType,
} from '@cadeau/contracts/mail-design';

const single = (type: MailDesignBlockType) => (singleMailDesignBlocks as readonly string[]).includes(type);

/** The block types a person may add now: every type but a second gift code or footer. */
export function addableTypes(blocks: readonly MailDesignBlock[]): MailDesignBlockType[] {
  return mailDesignBlockTypes.filter((type) => !single(type) || !blocks.some((b) => b.type === type));
}

/** The gift code and the footer stay (a design holds exactly one of each); every other block may go. */
export const removable = (block: MailDesignBlock) => !single(block.type);

/**
 * A new block of `type`, put before the footer (which ends every mail) or at the end; returns the design and the
 * new block's index.
 */
export function addBlock(design: MailDesign, type: MailDesignBlockType): { design: MailDesign; index: number } {
  const footer = design.blocks.findIndex((b) => b.type === 'footer');
  const index = type === 'footer' || footer === -1 ? design.blocks.length : footer;
  const blocks = [...design.blocks];
  blocks.splice(index, 0, defaultMailBlock(type));
  return { design: { ...design, blocks }, index };
}

/** The block at `from` moved to `to` (clamped to the list); the same design when nothing moves. */
export function moveBlock(design: MailDesign, from: number, to: number): MailDesign {
  const target = Math.max(0, Math.min(design.blocks.length - 1, to));
  if (from < 0 || from >= design.blocks.length || from === target) return design;
  const blocks = [...design.blocks];
  const [block] = blocks.splice(from, 1);
  blocks.splice(target, 0, block!);
  return { ...design, blocks };
}

export function removeBlock(design: MailDesign, index: number): MailDesign {
  return { ...design, blocks: design.blocks.filter((_, i) => i !== index) };
}

export function replaceBlock(design: MailDesign, index: number, block: MailDesignBlock): MailDesign {
  return { ...design, blocks: design.blocks.map((b, i) => (i === index ? block : b)) };
}

/** Puts `{{name}}` into `text` at the selection (replacing what is selected); answers the text and the new caret. */
export function insertAt(text: string, start: number, end: number, name: string): { text: string; caret: number } {
  const token = `{{${name}}}`;
  const from = Math.max(0, Math.min(start, text.length));
  const to = Math.max(from, Math.min(end, text.length));
  return { text: text.slice(0, from) + token + text.slice(to), caret: from + token.length };
}
