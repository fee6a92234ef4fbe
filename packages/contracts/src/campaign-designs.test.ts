import {
  greetingDesignSchema,
  mailDesignSchema,
  previewMailDesignBody,
  renderMailDesignBody,
} from './campaign-designs';
import { defaultMailDesign, type MailDesign, type MailDesignBlock } from './mail-design';

const footer = defaultMailDesign().blocks.find((b) => b.type === 'footer')!;
const design = (blocks: MailDesignBlock[], extra: Partial<MailDesign> = {}): MailDesign => ({
  ...defaultMailDesign(),
  ...extra,
  blocks,
});
const issues = (value: unknown) =>
  (mailDesignSchema.safeParse(value).error?.issues ?? []).map((i) => ({ path: i.path, message: i.message }));

describe('mailDesignSchema', () => {
  it('takes the default design and every block type', () => {
    const image = 'https://cadeau.ch/api/file/3f2a9c1b-0d4e-4f6a-8b7c-1d2e3f4a5b6c/list.jpeg';
    expect(issues(defaultMailDesign())).toEqual([]);
    expect(
      issues(
        design([
          { type: 'headerImage', imageUrl: image, alt: { de: 'Kopf', en: 'Header' } },
          { type: 'text', text: { de: '**Hallo** {{salutation}}', en: '*Hi* {{salutation}}' } },
          { type: 'image', imageUrl: image, alt: { de: '', en: '' }, link: 'https://cadeau.ch' },
          { type: 'button', label: { de: 'Einlösen {{code}}', en: 'Redeem' } },
          { type: 'giftCode' },
          { type: 'spacer', height: 4 },
          { type: 'divider' },
          footer,
        ]),
      ),
    ).toEqual([]);
  });

  it('needs exactly one gift code and one footer, reported at blocks', () => {
    expect(issues(design([footer]))).toEqual([{ path: ['blocks'], message: 'error.mailDesign.giftCodeCount' }]);
    expect(issues(design([{ type: 'giftCode' }, footer, footer]))).toEqual([
      { path: ['blocks'], message: 'error.mailDesign.footerCount' },
    ]);
  });

  it('reports an unknown placeholder at the text, label, imprint or subject that holds it', () => {
    const found = issues(
      design(
        [
          { type: 'text', text: { de: 'ok', en: '{{firstName}}' } },
          { type: 'button', label: { de: '{{link}}', en: 'ok' } },
          {
            type: 'image',
            imageUrl: 'https://cadeau.ch/api/file/3f2a9c1b-0d4e-4f6a-8b7c-1d2e3f4a5b6c/list.jpeg',
            alt: { de: 'ok', en: '{{logo}}' },
          },
          { type: 'giftCode' },
          { ...footer, imprint: { de: '{{address}}', en: 'ok' } },
        ],
        { subject: { de: '{{name}}', en: 'ok' } },
      ),
    );
    const at = (path: (string | number)[]) => ({ path, message: 'error.mailDesign.unknownPlaceholder' });
    expect(found).toEqual(
      expect.arrayContaining([
        at(['subject', 'de']),
        at(['blocks', 0, 'text', 'en']),
        at(['blocks', 1, 'label', 'de']),
        at(['blocks', 2, 'alt', 'en']),
        at(['blocks', 4, 'imprint', 'de']),
      ]),
    );
    expect(found).toHaveLength(5);
  });

  it('bounds the blocks, the texts, the spacer and the theme', () => {
    const many = Array.from({ length: 39 }, () => ({ type: 'divider' as const }));
    expect(issues(design([...many, { type: 'giftCode' }, footer]))).toContainEqual({
      path: ['blocks'],
      message: expect.any(String),
    });
    expect(issues(design([...many.slice(1), { type: 'giftCode' }, footer]))).toEqual([]);
    const long = issues(
      design([{ type: 'text', text: { de: 'x'.repeat(5001), en: '' } }, { type: 'giftCode' }, footer]),
    );
    expect(long.map((i) => i.path)).toEqual([['blocks', 0, 'text', 'de']]);
    expect(issues(design([{ type: 'spacer', height: 500 }, { type: 'giftCode' }, footer]))[0].path).toEqual([
      'blocks',
      0,
      'height',
    ]);
    const theme = { primaryColor: 'green', backgroundColor: '#fff', font: 'comic-sans' };
    expect(issues({ ...defaultMailDesign(), theme }).map((i) => i.path)).toEqual([
      ['theme', 'primaryColor'],
      ['theme', 'backgroundColor'],
      ['theme', 'font'],
    ]);
  });

  it('refuses an unknown block type and a document version it does not know', () => {
    expect(issues(design([{ type: 'video' } as never, { type: 'giftCode' }, footer]))[0].path).toEqual([
      'blocks',
      0,
      'type',
    ]);
    expect(issues({ ...defaultMailDesign(), version: 2 })).toEqual([
      { path: ['version'], message: 'error.mailDesign.unknownVersion' },
    ]);
  });
});

describe('greetingDesignSchema and the render body', () => {
  it('allows an empty greeting text while a draft and bounds it', () => {
    const ok = { greetingText: { de: '', en: '' }, allowCustomGreeting: false, allowCustomSalutation: true };
    expect(greetingDesignSchema.safeParse(ok).success).toBe(true);
    const long = { ...ok, greetingText: { de: 'x'.repeat(2001), en: '' } };
    expect(greetingDesignSchema.safeParse(long).error?.issues[0].path).toEqual(['greetingText', 'de']);
  });

  it('takes only known placeholders as render values', () => {
    const body = { design: defaultMailDesign(), language: 'de', values: { code: '1234', foo: 'x' } };
    expect(renderMailDesignBody.parse(body).values).toEqual({ code: '1234' });
  });
});

describe('a design being edited (issue 23)', () => {
  const withEmptyImage = () => {
    const design = defaultMailDesign();
    design.blocks.splice(1, 0, { type: 'image', imageUrl: '', alt: { de: '', en: '' } });
    return design;
  };

  it('is previewed with an image block that has no image yet, which a save still refuses', () => {
    const design = withEmptyImage();
    expect(previewMailDesignBody.safeParse({ design, language: 'en' }).success).toBe(true);
    expect(renderMailDesignBody.safeParse({ design, language: 'en' }).success).toBe(true);
    expect(mailDesignSchema.safeParse(design).error?.issues.map((i) => i.path)).toEqual([['blocks', 1, 'imageUrl']]);
  });

  it('still refuses a foreign image in a preview', () => {
    const design = withEmptyImage();
    design.blocks[1] = { type: 'image', imageUrl: 'https://tracker.example/pixel.jpeg', alt: { de: '', en: '' } };
    expect(previewMailDesignBody.safeParse({ design, language: 'en' }).success).toBe(false);
  });
});
