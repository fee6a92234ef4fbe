import { defaultMailDesign, type MailDesign } from '@cadeau/contracts/mail-design';
import { addableTypes, addBlock, insertAt, moveBlock, removable, removeBlock } from './blocks';

const types = (design: MailDesign) => design.blocks.map((b) => b.type);

describe('the mail design blocks', () => {
  it('offers no second gift code or footer, and never removes them', () => {
    const design = defaultMailDesign();
    expect(addableTypes(design.blocks)).toEqual(['headerImage', 'text', 'image', 'button', 'spacer', 'divider']);
    expect(addableTypes([])).toContain('giftCode');
    expect(design.blocks.filter(removable).map((b) => b.type)).toEqual(['text', 'button', 'divider']);
  });

  it('adds a block before the footer and moves blocks within the list', () => {
    const { design, index } = addBlock(defaultMailDesign(), 'spacer');
    expect(index).toBe(4);
    expect(types(design)).toEqual(['text', 'giftCode', 'button', 'divider', 'spacer', 'footer']);
    expect(types(moveBlock(design, 4, 0))).toEqual(['spacer', 'text', 'giftCode', 'button', 'divider', 'footer']);
    expect(types(moveBlock(design, 0, 99))).toEqual(['giftCode', 'button', 'divider', 'spacer', 'footer', 'text']);
    expect(moveBlock(design, 0, -1)).toBe(design);
    expect(types(removeBlock(design, 4))).toEqual(['text', 'giftCode', 'button', 'divider', 'footer']);
  });

  it('inserts a placeholder at the caret or over the selection', () => {
    expect(insertAt('Hello !', 6, 6, 'salutation')).toEqual({ text: 'Hello {{salutation}}!', caret: 20 });
    expect(insertAt('Hello you!', 6, 9, 'greeting')).toEqual({ text: 'Hello {{greeting}}!', caret: 18 });
    expect(insertAt('', 5, 5, 'code')).toEqual({ text: '{{code}}', caret: 8 });
  });
});
