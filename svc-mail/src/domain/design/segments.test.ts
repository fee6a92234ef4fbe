import {
  compact,
  escapeDesignText,
  fillHtml,
  fillText,
  htmlMarker,
  splitAtMarkers,
  type DesignValues,
} from './segments';

const values: DesignValues = {
  salutation: 'Liebe <Anna> & "Ben"\nund Cleo',
  greeting: 'Danke',
  code: '1234-5678-9012-3452',
  redeemLink: 'https://cadeau.example/campaign?code=1&x=2',
  validFrom: '01.12.2026',
  validUntil: '31.12.2026',
  campaignName: 'Sommer',
  giverName: 'Muster AG',
  unsubscribeLink: 'https://cadeau.example/unsubscribe?token=abc',
};

describe('placeholder markers in rendered HTML', () => {
  it('cuts HTML at its markers once and joins the escaped values in', () => {
    const html = `<p>${htmlMarker('salutation')}</p><a href="${htmlMarker('redeemLink', 'line')}" title="${htmlMarker('salutation', 'line')}">x</a>`;
    const segments = splitAtMarkers(html);
    expect(segments).toEqual([
      '<p>',
      { name: 'salutation', flavor: 'block' },
      '</p><a href="',
      { name: 'redeemLink', flavor: 'line' },
      '" title="',
      { name: 'salutation', flavor: 'line' },
      '">x</a>',
    ]);
    expect(fillHtml(segments, values)).toBe(
      '<p>Liebe &lt;Anna&gt; &amp; &quot;Ben&quot;<br />und Cleo</p>' +
        '<a href="https://cadeau.example/campaign?code=1&amp;x=2" title="Liebe &lt;Anna&gt; &amp; &quot;Ben&quot; und Cleo">x</a>',
    );
  });

  it('never takes an escaped giver text for a marker', () => {
    const html = `<p>${escapeDesignText('{{code}} <b>')}</p>`;
    expect(html).toBe('<p>&#123;&#123;code}} &lt;b&gt;</p>');
    expect(splitAtMarkers(html)).toEqual([html]);
  });

  it('fills one pass only: a value that looks like a marker stays text', () => {
    const segments = splitAtMarkers(`${htmlMarker('salutation')}/${htmlMarker('code')}`);
    const tricky = { ...values, salutation: '{{code}}' };
    expect(fillHtml(segments, tricky)).toBe('{{code}}/1234-5678-9012-3452');
    expect(fillText(segments, tricky)).toBe('{{code}}/1234-5678-9012-3452');
  });

  it('fills plain text with the values as they are, a line value on one line', () => {
    const segments = compact([
      'Hallo ',
      { name: 'salutation', flavor: 'line' },
      '',
      ', ',
      'bis ',
      { name: 'validUntil', flavor: 'block' },
    ]);
    expect(segments).toEqual([
      'Hallo ',
      { name: 'salutation', flavor: 'line' },
      ', bis ',
      { name: 'validUntil', flavor: 'block' },
    ]);
    expect(fillText(segments, values)).toBe('Hallo Liebe <Anna> & "Ben" und Cleo, bis 31.12.2026');
  });
});
