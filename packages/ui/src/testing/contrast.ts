/**
 * WCAG 2.x contrast for the colour tests of the theme (tokens.test.ts) and the shell's own CSS (focus rings): the
 * numbers axe measures in the end-to-end suite, computed from the colours themselves, so a colour change is judged
 * before any page is built.
 */

type Rgb = readonly [number, number, number];

const WHITE: Rgb = [255, 255, 255];

/** An sRGB colour, `#rgb`, `#rrggbb` or `rgb(a)(r, g, b[, a])`, laid over `base` when it is translucent. */
export function rgbOf(colour: string, base: Rgb = WHITE): Rgb {
  const c = colour.trim();
  if (/^#[\da-f]{3}$/i.test(c))
    return rgbOf(
      c.replace(/[\da-f]/gi, (d) => d + d),
      base,
    );
  if (/^#[\da-f]{6}$/i.test(c)) return [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16)) as unknown as Rgb;
  const parts = /^rgba?\(([^)]*)\)$/i
    .exec(c)?.[1]
    .split(/[\s,/]+/)
    .filter(Boolean)
    .map(Number);
  if (!parts || parts.length < 3 || parts.some(Number.isNaN)) throw new Error(`not a colour: ${colour}`);
  const [r, g, b, a = 1] = parts;
  return [r, g, b].map((v, i) => v * a + base[i] * (1 - a)) as unknown as Rgb;
}

/** WCAG 2.x relative luminance. */
function luminance([r, g, b]: Rgb): number {
  const lin = (v: number) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/**
 * The colour a stack of layers shows, bottom first (`['#141414', 'rgba(255, 255, 255, 0.08)']`: a hover tint over a
 * dark card). The bottom layer is laid over white, as a page with no background of its own is.
 */
export function flatten(layers: string | readonly string[]): Rgb {
  const stack = typeof layers === 'string' ? [layers] : layers;
  return stack.reduce<Rgb>((below, layer) => rgbOf(layer, below), WHITE);
}

/**
 * The contrast ratio of `fg` on `bg` (1 to 21). `bg` is a colour or a stack of layers (see `flatten`); a translucent
 * `fg` is laid over it.
 */
export function contrast(fg: string, bg: string | readonly string[]): number {
  const back = flatten(bg);
  const [a, b] = [luminance(rgbOf(fg, back)), luminance(back)].sort((x, y) => y - x);
  return (a + 0.05) / (b + 0.05);
}

/**
 * The CSS antd injected into `document`: in jest the whole text of every rule set, which the page itself keeps only
 * the hiding rules of (packages/build-config/jest-antd-css.js); elsewhere the page's style elements.
 */
export function antdCssText(document: Document): string {
  const injected = (globalThis as { __cadeauAntdCss?: Map<string, string> }).__cadeauAntdCss;
  if (injected) return [...injected.values()].join('\n');
  return [...document.querySelectorAll('style')].map((s) => s.textContent ?? '').join('\n');
}

/**
 * The text and background colours of an antd Tag in a preset colour (`<Tag color="orange">`), as the CSS antd
 * injected for it sets them. jsdom resolves neither `var()` nor antd's `:where()` rules, so this reads them: the
 * rule of the tag's colour and variant (`.ant-tag-orange:not(.ant-tag-disabled).ant-tag-filled`) names the
 * variables, the tag's theme class (`css-var-…`, light or dark) holds their values.
 */
export function presetTagColours(tag: Element): { text: string; background: string } {
  const classes = [...tag.classList];
  const variant = ['filled', 'outlined', 'solid'].find((v) => classes.includes(`ant-tag-${v}`));
  const colour = classes
    .map((c) => /^ant-tag-([a-z]+)$/.exec(c)?.[1])
    .find((c) => c && !['filled', 'outlined', 'solid', 'borderless', 'disabled', 'checkable'].includes(c));
  const themeClass = classes.find((c) => c.startsWith('css-var-'));
  if (!variant || !colour || !themeClass) throw new Error(`not a preset-coloured antd tag: ${classes.join(' ')}`);
  const css = antdCssText(tag.ownerDocument);
  const rule = new RegExp(`\\.ant-tag-${colour}:not\\(\\.ant-tag-disabled\\)\\.ant-tag-${variant}\\{([^}]*)\\}`).exec(
    css,
  )?.[1];
  if (!rule) throw new Error(`no antd rule for a ${variant} ${colour} tag`);
  const themeVars = [...css.matchAll(new RegExp(`\\.${themeClass}\\{([^}]*)\\}`, 'g'))].map((m) => m[1]).join(';');
  const resolve = (property: string) => {
    const value = new RegExp(`(?:^|;)${property}:([^;]+)`).exec(rule)?.[1]?.trim();
    const name = value && /^var\((--[\w-]+)\)$/.exec(value)?.[1];
    if (!name) throw new Error(`the ${colour} tag's ${property} is ${value ?? 'not set'}`);
    const resolved = new RegExp(`(?:^|;)${name}:([^;]+)`).exec(themeVars)?.[1]?.trim();
    if (!resolved) throw new Error(`${name} is not set by the tag's theme`);
    return resolved;
  };
  return { text: resolve('color'), background: resolve('background-color') };
}
