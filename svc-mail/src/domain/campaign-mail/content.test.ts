import { splitAtMarkers, htmlMarker } from '../design/segments';
import type { PreparedDesign } from '../design/renderer';
import {
  applySubstitutions,
  buildContent,
  fillContent,
  substitutionsFor,
  SUBSTITUTION_WRAPPERS,
  usedKeys,
  type RecipientValues,
} from './content';

const campaign = {
  campaignName: 'Winter & Co',
  giverName: 'Muster <AG>',
  validFrom: '01.12.2026',
  validUntil: '31.12.2026',
};
const prepared: PreparedDesign = {
  subject: ['Von ', { name: 'giverName', flavor: 'line' }, ' für ', { name: 'salutation', flavor: 'line' }],
  html: splitAtMarkers(
    `<p>${htmlMarker('salutation')}</p><a href="${htmlMarker('redeemLink', 'line')}">${htmlMarker('code', 'line')}</a>` +
      `<p>${htmlMarker('giverName')} bis ${htmlMarker('validUntil')}</p><a href="${htmlMarker('unsubscribeLink', 'line')}">x</a>`,
  ),
  text: [
    { name: 'salutation', flavor: 'block' },
    '\nCode: ',
    { name: 'code', flavor: 'line' },
    '\n',
    { name: 'redeemLink', flavor: 'line' },
  ],
};
const values: RecipientValues = {
  salutation: 'Liebe <Anna>\n& Co',
  greeting: '',
  code: '1234-5678-9012-3452',
  redeemLink: 'http://localhost:8080/campaign#code=1234567890123452',
  unsubscribeLink: 'http://localhost:8080/unsubscribe?token=abc&x=1',
};

describe('the content of a campaign mail (ADR 0022)', () => {
  it('joins the campaign values in once, escaped, and leaves a tag for each recipient value', () => {
    const content = buildContent(prepared, campaign, 'a1b2c3');
    expect(content.html).toContain('Muster &lt;AG&gt; bis 31.12.2026');
    expect(content.html).toContain('[%a1b2c3.salutation.hb%]');
    expect(content.html).toContain('href="[%a1b2c3.redeemLink.hl%]"');
    expect(content.subject).toBe('Von Muster <AG> für [%a1b2c3.salutation.tl%]');
    expect(content.text).toBe('[%a1b2c3.salutation.tb%]\nCode: [%a1b2c3.code.tl%]\n[%a1b2c3.redeemLink.tl%]');
    expect(SUBSTITUTION_WRAPPERS).toEqual(['[%', '%]']);
  });

  it('never uses a nonce the rendered text holds, so a giver text can never form a tag', () => {
    const content = buildContent({ ...prepared, text: ['[%deadbeef0000.code.tl%]', ...prepared.text] }, campaign);
    expect(content.text.startsWith('[%deadbeef0000.code.tl%]')).toBe(true);
    expect(content.nonce).toMatch(/^[0-9a-f]{12}$/);
    expect(usedKeys(content).every((k) => k.startsWith(`${content.nonce}.`))).toBe(true);
    expect(applySubstitutions(content.text, substitutionsFor(usedKeys(content), values))).toContain(
      '[%deadbeef0000.code.tl%]',
    );
  });

  it('escapes each value for where its tag stands: HTML running text, HTML attribute, text, subject', () => {
    const content = buildContent(prepared, campaign, 'a1b2c3');
    const keys = usedKeys(content);
    expect(keys.sort()).toEqual(
      [
        'a1b2c3.code.hl',
        'a1b2c3.code.tl',
        'a1b2c3.redeemLink.hl',
        'a1b2c3.redeemLink.tl',
        'a1b2c3.salutation.hb',
        'a1b2c3.salutation.tb',
        'a1b2c3.salutation.tl',
        'a1b2c3.unsubscribeLink.hl',
      ].sort(),
    );
    const mail = fillContent(content, substitutionsFor(keys, values));
    expect(mail.html).toContain('<p>Liebe &lt;Anna&gt;<br />&amp; Co</p>');
    expect(mail.html).toContain('href="http://localhost:8080/campaign#code=1234567890123452">1234-5678-9012-3452</a>');
    expect(mail.html).toContain('href="http://localhost:8080/unsubscribe?token=abc&amp;x=1"');
    expect(mail.text).toBe(
      'Liebe <Anna>\n& Co\nCode: 1234-5678-9012-3452\nhttp://localhost:8080/campaign#code=1234567890123452',
    );
    expect(mail.subject).toBe('Von Muster <AG> für Liebe <Anna> & Co');
  });

  it('sends only the substitutions the content uses (SendGrid allows 10,000 bytes per personalization)', () => {
    const content = buildContent(
      { ...prepared, html: ['<p>', { name: 'code', flavor: 'line' }, '</p>'], text: [] },
      campaign,
      'ff',
    );
    expect(Object.keys(substitutionsFor(usedKeys(content), values))).toEqual(['ff.salutation.tl', 'ff.code.hl']);
  });
});
