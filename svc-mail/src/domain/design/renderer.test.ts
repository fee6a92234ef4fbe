import { mailDesignSchema } from '@cadeau/contracts';
import { ErrorKeys } from '@cadeau/contracts/errors';
import type { MailDesign } from '@cadeau/contracts/mail-design';
import { everyBlockDesign, IMAGE_URL } from '../../../test/helpers/designs';
import { DesignRenderer, designKey } from './renderer';
import { designValues } from './values';

const SITE = 'https://cadeau.example';
const renderer = () => new DesignRenderer({ publicUrl: `${SITE}/` });

/** The html's <a href> targets, as written (still HTML-escaped). */
const hrefs = (html: string) => [...html.matchAll(/<a\s[^>]*href="([^"]*)"/g)].map((m) => m[1]);

describe('a mail design rendered through MJML', () => {
  it('accepts the fixture as a valid design (what the route and the intake let through)', () => {
    expect(mailDesignSchema.safeParse(everyBlockDesign()).success).toBe(true);
  });

  describe.each(['de', 'en'] as const)('in %s', (language) => {
    let html = '';
    let text = '';
    let subject = '';
    beforeAll(async () => {
      const values = designValues(language, SITE, { giverName: 'Muster & Co' });
      ({ html, text, subject } = await renderer().render(everyBlockDesign(), language, values));
    });

    it('renders every block type as e-mail HTML for Outlook and Gmail', () => {
      expect(html).toMatch(new RegExp(`^<!doctype html>\\s*<html lang="${language}"`));
      // MJML's table layout with its Outlook conditionals, and the width of the body.
      expect(html).toContain('<!--[if mso | IE]>');
      expect(html).toContain('max-width:600px');
      // Header image and image: the upload by absolute URL; the image links to its target.
      expect(html.split(`src="${IMAGE_URL}"`).length - 1).toBe(2);
      expect(hrefs(html)).toContain('https://giver.example/shop');
      // Text: the inline subset.
      expect(html).toMatch(/<strong>(Fett|Bold)<\/strong> (und|and) <em>(kursiv|italic)<\/em>/);
      expect(hrefs(html)).toEqual(
        expect.arrayContaining(['https://giver.example/?a=1&amp;b=2', 'mailto:info@giver.example']),
      );
      // The button and the text link to the recipient's redeem link.
      expect(hrefs(html).filter((h) => h === `${SITE}/campaign`)).toHaveLength(2);
      // Gift code: large and monospaced, in the primary colour's frame.
      expect(html).toMatch(/font-family:'Courier New', Courier, monospace;font-size:28px[^>]*>1234-5678-9012-3452</);
      expect(html).toContain('border:2px solid #aa3300');
      // Spacer and divider.
      expect(html).toContain('height:32px');
      expect(html).toContain('border-top:solid 1px #dddddd');
      // Footer: the giver's imprint text, the recipient's unsubscribe link and the platform's imprint.
      expect(html).toContain('Muster &amp; Co, ');
      expect(hrefs(html)).toEqual(expect.arrayContaining([`${SITE}/unsubscribe`, `${SITE}/imprint`]));
      // Theme: background, primary colour on the button, the web-safe font everywhere; no web font link.
      expect(html).toContain('background-color:#fafafa');
      expect(html).toMatch(/bgcolor="#aa3300"/);
      expect(html).toContain('font-family:Georgia, serif');
      expect(html).not.toContain('fonts.googleapis.com');
    });

    it('escapes every text of the giver and leaves no marker or raw markup behind', () => {
      expect(html).not.toMatch(/<script|<b>|<img(?![\s>])|\{\{|\}\}|undefined|\[object Object\]/);
      expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; ');
      expect(html).toMatch(/alt="(Kopf|Header) &quot;(Bild|image)&quot; &lt;img&gt;"/);
      expect(html).toMatch(
        /<title>(Ein Geschenk von|A gift from) Muster &amp; Co (&lt;b&gt;|&amp; &quot;friends&quot;)<\/title>/,
      );
    });

    it('gives the subject and a plain-text version with every link', () => {
      expect(subject).toBe(
        language === 'de' ? 'Ein Geschenk von Muster & Co <b>' : 'A gift from Muster & Co & "friends"',
      );
      expect(text).toContain('<script>alert(1)</script> & ');
      expect(text).not.toMatch(/\*\*|\{\{/);
      for (const href of hrefs(html).filter((h) => h.startsWith('http')))
        expect(text).toContain(href.replace(/&amp;/g, '&'));
      expect(text).toContain('1234-5678-9012-3452');
    });
  });

  it('fills in escaped values: a salutation with <script> never becomes markup', async () => {
    const values = designValues('de', SITE, { salutation: '<script>alert("x")</script>\nZweite Zeile' });
    const { html, text } = await renderer().render(everyBlockDesign(), 'de', values);
    expect(html).not.toContain('<script');
    // In running text the value keeps its line break; in the button label it is one line.
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;<br />Zweite Zeile');
    expect(html).toMatch(/Einlösen, &lt;script&gt;alert\(&quot;x&quot;\)&lt;\/script&gt; Zweite Zeile\s*<\/a>/);
    expect(text).toContain('<script>alert("x")</script>\nZweite Zeile');
  });

  it('keeps a subject on one line whatever a value holds', async () => {
    const values = designValues('en', SITE, { giverName: 'Evil\r\nBcc: x@example.ch' });
    const { subject } = await renderer().render(everyBlockDesign(), 'en', values);
    expect(subject).toBe('A gift from Evil Bcc: x@example.ch & "friends"');
  });

  it('never links to javascript: or data:, even for a design that skipped validation', async () => {
    const design = everyBlockDesign();
    design.blocks[1] = {
      type: 'text',
      text: { de: '[klick](javascript:alert(1)) [bild](data:text/html,<b>x</b>)', en: 'x' },
    };
    design.blocks[2] = { type: 'image', imageUrl: IMAGE_URL, alt: { de: 'a', en: 'a' }, link: 'javascript:alert(1)' };
    const refused = mailDesignSchema.safeParse(design);
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((i) => i.message)).toContain(ErrorKeys.mailDesign.invalidLink);

    const { html } = await renderer().render(design, 'de', designValues('de', SITE));
    for (const href of hrefs(html)) expect(href).toMatch(/^(https?:|mailto:)/);
    expect(html).not.toMatch(/href="\s*(javascript|data):/i);
    // The refused link shows as the text it was written as, escaped.
    expect(html).toContain('[klick](javascript:alert(1)) [bild](data:text/html,&lt;b&gt;x&lt;/b&gt;)');
  });

  it('shows only uploads by absolute URL as images (no data: image, no other site)', async () => {
    const design = everyBlockDesign();
    design.blocks[0] = { type: 'headerImage', imageUrl: 'data:image/png;base64,AAAA', alt: { de: 'x', en: 'x' } };
    design.blocks[2] = { type: 'image', imageUrl: 'https://tracker.example/pixel.gif', alt: { de: 'y', en: 'y' } };
    expect(mailDesignSchema.safeParse(design).success).toBe(false);
    const { html } = await renderer().render(design, 'de', designValues('de', SITE));
    expect(html).not.toContain('<img');
  });

  it("loads an upload from the platform's own origin even when the stored URL names another host", async () => {
    const design = everyBlockDesign();
    const id = '0b7a1a52-4a56-4d7c-9f3e-2f1b8c0d9e11';
    design.blocks[0] = {
      type: 'headerImage',
      imageUrl: `https://tracker.example/api/file/${id}/list.jpeg`,
      alt: { de: 'x', en: 'x' },
    };
    const { html } = await renderer().render(design, 'de', designValues('de', SITE));
    expect(html).toContain(`src="https://cadeau.example/api/file/${id}/list.jpeg"`);
    expect(html).not.toContain('tracker.example');
  });

  it('keeps a literal {{code}} the giver escaped as text, never a value', async () => {
    const design = everyBlockDesign();
    design.blocks[1] = { type: 'text', text: { de: 'So sieht es aus: \\{\\{code\\}\\}', en: 'x' } };
    const { html, text } = await renderer().render(design, 'de', designValues('de', SITE));
    expect(html).toContain('So sieht es aus: &#123;&#123;code}}');
    expect(text).toContain('So sieht es aus: {{code}}');
  });

  it('puts a link value into an href only when it is an http(s) URL', () => {
    expect(designValues('de', SITE, { redeemLink: 'javascript:alert(1)' }).redeemLink).toBe(`${SITE}/campaign`);
    expect(designValues('de', SITE, { redeemLink: 'https://cadeau.example/campaign?code=1' }).redeemLink).toBe(
      'https://cadeau.example/campaign?code=1',
    );
  });
});

describe('rendering once per design version and language', () => {
  it('runs MJML once per design and language, and only fills values after that', async () => {
    const r = renderer();
    const design = everyBlockDesign();
    const first = await r.render(design, 'de', designValues('de', SITE, { salutation: 'Liebe Anna' }));
    // Concurrent requests share the one run; a copy with its keys in another order is the same design.
    const reordered = JSON.parse(
      JSON.stringify({ blocks: design.blocks, theme: design.theme, subject: design.subject, version: 1 }),
    );
    const [second, third] = await Promise.all([
      r.render(design, 'de', designValues('de', SITE, { salutation: 'Lieber Ben' })),
      r.render(reordered as MailDesign, 'de', designValues('de', SITE, { salutation: 'Liebe Cleo' })),
    ]);
    expect(r.renders).toBe(1);
    expect(first.html).toContain('Liebe Anna');
    expect(second.html).toContain('Lieber Ben');
    expect(third.html).toContain('Liebe Cleo');
    expect(second.html.replaceAll('Lieber Ben', 'Liebe Anna')).toBe(first.html);

    await r.render(design, 'en', designValues('en', SITE));
    expect(r.renders).toBe(2);
    const edited = { ...design, subject: { ...design.subject, de: 'Neu: {{campaignName}}' } };
    expect(designKey(edited, 'de')).not.toBe(designKey(design, 'de'));
    expect((await r.render(edited, 'de', designValues('de', SITE))).subject).toBe('Neu: Beispielkampagne');
    expect(r.renders).toBe(3);
    for (let i = 0; i < 1000; i++) await r.render(design, 'de', designValues('de', SITE, { code: String(i) }));
    expect(r.renders).toBe(3);
  });

  it('keeps a bounded number of rendered designs, dropping the least recently used', async () => {
    const r = new DesignRenderer({ publicUrl: SITE, capacity: 2 });
    const designs = ['A', 'B', 'C'].map((name) => {
      const d = everyBlockDesign();
      return { ...d, subject: { de: name, en: name } };
    });
    const [a, b, c] = designs;
    await r.prepare(a, 'de');
    await r.prepare(b, 'de');
    await r.prepare(a, 'de'); // A is now the most recent: C pushes B out.
    await r.prepare(c, 'de');
    expect(r.renders).toBe(3);
    await r.prepare(a, 'de');
    expect(r.renders).toBe(3);
    await r.prepare(b, 'de');
    expect(r.renders).toBe(4);
  });
});

describe('a preview of an image block without its image (issue 23)', () => {
  it.each(['de', 'en'] as const)('shows a placeholder where the image will stand, in %s', async (language) => {
    const design = everyBlockDesign();
    const at = design.blocks.findIndex((b) => b.type === 'image');
    design.blocks[at] = { type: 'image', imageUrl: '', alt: { de: '', en: '' } };
    const { html } = await renderer().render(design, language, designValues(language, SITE, {}));
    expect(html).toContain(
      language === 'de' ? 'Hier steht das Bild, sobald es gewählt ist.' : 'The image shows here once it is chosen.',
    );
    expect(html).toContain('border:2px dashed #bbbbbb');
    // The header image is still there: only the empty block is a placeholder.
    expect(html.split(`src="${IMAGE_URL}"`).length - 1).toBe(1);
  });
});
