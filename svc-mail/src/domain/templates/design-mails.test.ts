import { designMailTemplateKeys, mailSendCommand } from '@cadeau/contracts';
import { ZodError } from 'zod';
import { campaignTestMail, everyBlockDesign } from '../../../test/helpers/designs';
import { DesignRenderer } from '../design/renderer';
import { linksOf } from '.';
import { renderDesignMail, type DesignMailContext } from './design-mails';

const SITE = 'https://cadeau.example';
const context = (): DesignMailContext => ({ publicUrl: `${SITE}/`, designs: new DesignRenderer({ publicUrl: SITE }) });
const data = (over: Parameters<typeof campaignTestMail>[1] = {}) => campaignTestMail('anna@example.ch', over).data;

describe('the campaignTest mail (a designer sends their design to themselves)', () => {
  it('is the only design mail template so far, and a mail.send command carries it', () => {
    expect(designMailTemplateKeys).toEqual(['campaignTest']);
    const parsed = mailSendCommand.parse(campaignTestMail('anna@example.ch'));
    expect(parsed).toMatchObject({ template: 'campaignTest', class: 'transactional' });
  });

  describe.each(['de', 'en'] as const)('in %s', (language) => {
    let mail = { subject: '', html: '', text: '' };
    beforeAll(async () => {
      mail = await renderDesignMail('campaignTest', 'de', data({ language }), context());
    });

    it('shows the design in its language, "[Test]" before the subject', () => {
      expect(mail.subject).toBe(
        language === 'de'
          ? '[Test] Ein Geschenk von Müller & Söhne AG <b>'
          : '[Test] A gift from Müller & Söhne AG & "friends"',
      );
      expect(mail.html).toMatch(new RegExp(`<html lang="${language}"`));
      expect(mail.text).toContain(language === 'de' ? 'Ihr Geschenkcode: ' : 'Your gift code: ');
    });

    it("fills the recipient's placeholders with samples and the campaign's names as given, escaped", () => {
      expect(mail.html).toContain(language === 'de' ? 'Liebe Frau Muster' : 'Dear Ms Sample');
      expect(mail.html).toContain('1234-5678-9012-3452');
      expect(mail.html).toContain('Sommer &lt;b&gt;&quot;Gala&quot;&lt;/b&gt;');
      expect(mail.html).toContain('Müller &amp; Söhne AG');
      expect(mail.html).not.toMatch(/<b>|<script|\{\{|undefined/);
      expect(mail.text).toContain('Sommer <b>"Gala"</b>');
    });

    it('links only to PUBLIC_URL and the links the giver wrote, each also in the text', () => {
      const links = linksOf(mail.html);
      expect(links).toEqual(
        expect.arrayContaining([
          `${SITE}/campaign`,
          `${SITE}/unsubscribe`,
          `${SITE}/imprint`,
          'https://giver.example/shop',
        ]),
      );
      for (const link of links) {
        expect(link.startsWith(`${SITE}/`) || link.startsWith('https://giver.example/')).toBe(true);
        expect(mail.text).toContain(link);
      }
    });
  });

  it('shows the values it is given (the campaign dates of its preview), escaped, and samples for the rest', async () => {
    const given = { ...data(), values: { validUntil: '24.12.2026 <b>', salutation: 'Hallo Team' } };
    const mail = await renderDesignMail('campaignTest', 'de', given, context());
    expect(mail.html).toContain('Gültig bis 24.12.2026 &lt;b&gt; für');
    expect(mail.html).toContain('Hallo Team');
    expect(mail.html).toContain('1234-5678-9012-3452');
  });

  it("uses the command's locale when the data names no language", async () => {
    const mail = await renderDesignMail('campaignTest', 'en', data(), context());
    expect(mail.subject).toBe('[Test] A gift from Müller & Söhne AG & "friends"');
  });

  it('refuses a design that does not validate before it reaches MJML', async () => {
    const ctx = context();
    const design = everyBlockDesign();
    const unknownBlock = { ...design, blocks: [...design.blocks, { type: 'html', html: '<script>x</script>' }] };
    await expect(renderDesignMail('campaignTest', 'de', data({ design: unknownBlock }), ctx)).rejects.toThrow(ZodError);
    const noFooter = { ...design, blocks: design.blocks.filter((b) => b.type !== 'footer') };
    await expect(renderDesignMail('campaignTest', 'de', data({ design: noFooter }), ctx)).rejects.toThrow(ZodError);
    expect(ctx.designs.renders).toBe(0);
  });

  it('renders a design once for any number of test mails of it', async () => {
    const ctx = context();
    for (const campaignName of ['Eins', 'Zwei', 'Drei'])
      expect((await renderDesignMail('campaignTest', 'de', data({ campaignName }), ctx)).text).toContain(campaignName);
    expect(ctx.designs.renders).toBe(1);
  });
});
