import { inertCopy, prerenderedDocument } from './prerendered-document';

const built =
  '<!doctype html><html lang="en"><head><title>Cadeau</title><style>.x{}</style></head>' +
  '<body><noscript>Cadeau needs JavaScript.</noscript>\n<div id="root"></div>\n<script defer src="/main.1234567890.js"></script></body></html>';

describe('prerenderedDocument', () => {
  it('puts the copy beside the hidden root and sets language and title, loading the scripts after its paint', () => {
    const html = prerenderedDocument(built, {
      lang: 'de',
      title: 'Geschenk <einlösen> · Cadeau',
      markup: '<p>Hallo</p>',
    });
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('<title>Geschenk &lt;einlösen&gt; · Cadeau</title>');
    expect(html).toContain('<div id="root" hidden></div><div id="prerendered"><p>Hallo</p></div>');
    expect(html).not.toContain('<script defer');
    expect(html).toContain('"/main.1234567890.js"');
  });

  it('loads the deferred scripts in order once the copy was painted, or a second after parsing at the latest', () => {
    jest.useFakeTimers();
    try {
      const html = prerenderedDocument(built.replace('</body>', '<script defer="" src=/second.js></script></body>'), {
        lang: 'en',
        title: 'T',
        markup: '<p>Hi</p>',
      });
      const loader = /<script>([\s\S]*?)<\/script>/.exec(html)![1]!;
      document.head.innerHTML = '';
      const frames: (() => void)[] = [];
      const raf = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => {
        frames.push(() => cb(0));
        return frames.length;
      });
      new Function(loader)();
      const loaded = () => Array.from(document.head.querySelectorAll('script')).map((s) => s.getAttribute('src'));
      expect(loaded()).toEqual([]);
      frames.forEach((f) => f());
      expect(loaded()).toEqual([]);
      jest.advanceTimersByTime(0);
      expect(loaded()).toEqual(['/main.1234567890.js', '/second.js']);
      expect(Array.from(document.head.querySelectorAll('script')).every((s) => !s.async)).toBe(true);
      // The guard a second later loads nothing twice.
      jest.advanceTimersByTime(1000);
      expect(loaded()).toHaveLength(2);

      // A tab in the background paints no frame: the scripts come a second later all the same.
      document.head.innerHTML = '';
      frames.length = 0;
      new Function(loader)();
      jest.advanceTimersByTime(999);
      expect(loaded()).toEqual([]);
      jest.advanceTimersByTime(1);
      expect(loaded()).toEqual(['/main.1234567890.js', '/second.js']);
      raf.mockRestore();
    } finally {
      jest.useRealTimers();
      document.head.innerHTML = '';
    }
  });

  it('reads a minified template without attribute quotes', () => {
    const html = prerenderedDocument(built.replace('id="root"', 'id=root').replace('lang="en"', 'lang=en'), {
      lang: 'en',
      title: 'Start · Cadeau',
      markup: '<p>Hi</p>',
    });
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<div id="root" hidden></div><div id="prerendered"><p>Hi</p></div>');
  });

  it('keeps replacement patterns in the markup literal', () => {
    const html = prerenderedDocument(built, { lang: 'en', title: 'T', markup: '<p>$& and $1</p>' });
    expect(html).toContain('<p>$& and $1</p>');
  });

  it('fails the build when the template has no empty root', () => {
    expect(() =>
      prerenderedDocument(built.replace('<div id="root"></div>', ''), { lang: 'en', title: 'T', markup: '' }),
    ).toThrow(/expected one empty #root, found 0/);
  });
});

describe('inertCopy', () => {
  it('disables submit buttons and drops test ids, leaving other buttons and attributes alone', () => {
    expect(
      inertCopy(
        '<form data-testid="gift-code-form"><input aria-label="Code"/><button type="submit" class="btn">Go</button>' +
          '<button type="button" data-value="de">DE</button></form>',
      ),
    ).toBe(
      '<form><input aria-label="Code"/><button type="submit" disabled="" class="btn">Go</button>' +
        '<button type="button" data-value="de">DE</button></form>',
    );
  });
});
