import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  defaultGreetingDesign,
  defaultMailBlock,
  defaultMailDesign,
  isAllowedLinkTarget,
  isUploadImageUrl,
  mailDesignBlockTypes,
  mailPlaceholders,
  parseInlineText,
  parsePlainText,
  placeholdersOf,
  samplePlaceholderValues,
} from './mail-design';

const text = (t: string) => ({ type: 'text', text: t });

describe('parseInlineText', () => {
  it('reads bold, italic, links, line breaks and placeholders into nodes', () => {
    expect(parseInlineText('Hallo **fett** und *kursiv*\r\n{{code}} [hier](https://cadeau.ch/a?b=1)')).toEqual({
      nodes: [
        text('Hallo '),
        { type: 'strong', children: [text('fett')] },
        text(' und '),
        { type: 'em', children: [text('kursiv')] },
        { type: 'lineBreak' },
        { type: 'placeholder', name: 'code' },
        text(' '),
        { type: 'link', href: 'https://cadeau.ch/a?b=1', children: [text('hier')] },
      ],
      issues: [],
    });
  });

  it('nests formatting inside links and reads three asterisks as bold italic', () => {
    expect(parseInlineText('***beides***').nodes).toEqual([
      { type: 'strong', children: [{ type: 'em', children: [text('beides')] }] },
    ]);
    expect(parseInlineText('[**Jetzt** einlösen]({{ redeemLink }})').nodes).toEqual([
      {
        type: 'link',
        href: '{{redeemLink}}',
        children: [{ type: 'strong', children: [text('Jetzt')] }, text(' einlösen')],
      },
    ]);
    expect(parseInlineText('[Mail](mailto:info@cadeau.ch)').nodes[0]).toMatchObject({ href: 'mailto:info@cadeau.ch' });
  });

  it('keeps markers that are not closed, brackets without a target and escaped characters as text', () => {
    expect(parseInlineText('**offen *auch').nodes).toEqual([text('**offen *auch')]);
    expect(parseInlineText('[sic] und ]').nodes).toEqual([text('[sic] und ]')]);
    expect(parseInlineText('\\*kein\\* \\{{code}} a\\b').nodes).toEqual([text('*kein* {{code}} a\\b')]);
    expect(parseInlineText('{ einzeln }').nodes).toEqual([text('{ einzeln }')]);
  });

  it('reports unknown placeholders and links to anything but https, mailto and the redeem link', () => {
    const parsed = parseInlineText('{{vorname}} [x](javascript:alert(1)) [y](http://a.ch) {{code');
    expect(parsed.issues).toEqual([
      { message: 'error.mailDesign.unknownPlaceholder', offset: 0, value: 'vorname' },
      { message: 'error.mailDesign.invalidLink', offset: 16, value: 'javascript:alert(1' },
      { message: 'error.mailDesign.invalidLink', offset: 41, value: 'http://a.ch' },
      { message: 'error.mailDesign.unknownPlaceholder', offset: 54, value: 'code' },
    ]);
    // Refused spots stay literal text: a renderer that ignores issues still shows nothing executable.
    expect(parsed.nodes.every((n) => n.type === 'text')).toBe(true);
  });

  it('accepts every placeholder of the whitelist, with spaces inside the braces', () => {
    for (const name of mailPlaceholders) {
      expect(parseInlineText(`{{ ${name} }}`)).toEqual({ nodes: [{ type: 'placeholder', name }], issues: [] });
    }
  });
});

describe('parsePlainText', () => {
  it('reads placeholders and leaves every other character literal', () => {
    expect(parsePlainText('**Für** {{salutation}} [x](y)')).toEqual({
      nodes: [text('**Für** '), { type: 'placeholder', name: 'salutation' }, text(' [x](y)')],
      issues: [],
    });
    expect(parsePlainText('{{nope}}').issues).toEqual([
      { message: 'error.mailDesign.unknownPlaceholder', offset: 0, value: 'nope' },
    ]);
  });
});

describe('placeholdersOf', () => {
  it('lists each placeholder once, a redeem link target included', () => {
    const { nodes } = parseInlineText('{{code}} *{{code}}* [a]({{redeemLink}}) {{giverName}}');
    expect(placeholdersOf(nodes)).toEqual(['code', 'redeemLink', 'giverName']);
  });
});

describe('images and link targets', () => {
  const id = '3f2a9c1b-0d4e-4f6a-8b7c-1d2e3f4a5b6c';
  it('takes only JPEG variants of the platform uploads by absolute http(s) URL', () => {
    expect(isUploadImageUrl(`https://cadeau.ch/api/file/${id}/detail.jpeg`)).toBe(true);
    expect(isUploadImageUrl(`http://127.0.0.1:8080/api/file/${id}/list.jpeg`)).toBe(true);
    for (const url of [
      `https://cadeau.ch/api/file/${id}/detail.webp`,
      `https://cadeau.ch/api/file/${id}/original`,
      `/api/file/${id}/detail.jpeg`,
      `data:image/jpeg;base64,AAAA`,
      `https://cadeau.ch/api/file/${id}/detail.jpeg?track=1`,
      `https://user:pw@cadeau.ch/api/file/${id}/detail.jpeg`,
      'https://tracker.example/pixel.gif',
    ])
      expect({ url, ok: isUploadImageUrl(url) }).toEqual({ url, ok: false });
  });

  it('links to https, mailto and the redeem link only', () => {
    expect(isAllowedLinkTarget('https://cadeau.ch')).toBe(true);
    expect(isAllowedLinkTarget('mailto:a@b.ch')).toBe(true);
    expect(isAllowedLinkTarget('{{redeemLink}}')).toBe(true);
    for (const href of [
      'http://a.ch',
      'javascript:alert(1)',
      'mailto:nobody',
      '{{code}}',
      'https://a b.ch',
      'ftp://a.ch',
    ])
      expect({ href, ok: isAllowedLinkTarget(href) }).toEqual({ href, ok: false });
  });
});

describe('defaults and samples', () => {
  it('starts a design with a gift code, a button and a footer whose texts parse without issues', () => {
    const design = defaultMailDesign();
    expect(design.blocks.filter((b) => b.type === 'giftCode')).toHaveLength(1);
    expect(design.blocks.filter((b) => b.type === 'footer')).toHaveLength(1);
    for (const block of mailDesignBlockTypes) expect(defaultMailBlock(block).type).toBe(block);
    expect(defaultGreetingDesign().greetingText).toEqual({ de: '', en: '' });
  });

  it('has a sample for every placeholder, the redeem link on the given site', () => {
    const de = samplePlaceholderValues('de', 'https://cadeau.ch/');
    expect(Object.keys(de).sort()).toEqual([...mailPlaceholders].sort());
    expect(de.redeemLink).toBe('https://cadeau.ch/campaign');
    expect(de.validFrom).toBe('01.12.26');
    expect(samplePlaceholderValues('en', 'https://cadeau.ch').validFrom).toBe('12/01/26');
  });
});

describe('the @cadeau/contracts/mail-design subpath', () => {
  it('imports only the zod-free error keys, so browsers take it as a value without bundling zod', () => {
    const source = readFileSync(join(__dirname, 'mail-design.ts'), 'utf8');
    const imports = [...source.matchAll(/^\s*(?:import|export)\s[^;]*\sfrom\s+'([^']+)'/gm)].map((m) => m[1]);
    expect(imports).toEqual(['./errors']);
    expect(readFileSync(join(__dirname, 'errors.ts'), 'utf8')).not.toMatch(/^\s*import\s/m);
    expect(source).not.toMatch(/\b(require|import)\(/);
  });
});
