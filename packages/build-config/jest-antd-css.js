/* global jest */
/**
 * antd injects its CSS-in-JS rules into the page as it renders: thousands of rules once a page has a table, a form
 * and a picker. jsdom matches every rule against every element for each getComputedStyle call, which
 * @testing-library (accessible names, toBeVisible) and axe make for nearly every element, so a page test spent
 * most of its time there (ADR 0030: mfe-admin's invoice list, 43 s for 8 tests; 4.8 s without the rules).
 *
 * jsdom lays nothing out and resolves neither `var()` nor antd's `:where()` selectors, so of those rules only the
 * ones that hide something mean anything here: `display: none` and `visibility: hidden` (a closed select's or
 * picker's popup, an inactive tab panel). The page keeps exactly those, so toBeVisible and axe see what a browser
 * hides; the whole text of each rule set stays readable for tests that resolve antd's colours themselves
 * (`antdCssText` of @cadeau/ui/testing, the tag contrast test).
 */
const HIDES = /(^|;)\s*(display\s*:\s*none|visibility\s*:\s*hidden)/;

/** The plain rules of `css` that hide, outside any at-rule but @layer (no @media, @keyframes, @supports). */
function hidingRules(css) {
  const kept = [];
  const preludes = [];
  let start = 0;
  for (let i = 0; i < css.length; i++) {
    if (css[i] === '{') {
      preludes.push(css.slice(start, i).trim());
      start = i + 1;
    } else if (css[i] === '}') {
      const prelude = preludes.pop();
      const body = css.slice(start, i);
      const plain = prelude && !prelude.startsWith('@') && preludes.every((p) => p.startsWith('@layer'));
      if (plain && HIDES.test(body)) kept.push(`${prelude}{${body}}`);
      start = i + 1;
    }
  }
  return kept.join('\n');
}

/** Every rule set antd injected, by its key: what `antdCssText` reads. */
const injected = new Map();
globalThis.__cadeauAntdCss = injected;

jest.mock('@rc-component/util/lib/Dom/dynamicCSS', () => {
  const actual = jest.requireActual('@rc-component/util/lib/Dom/dynamicCSS');
  return {
    ...actual,
    updateCSS: (css, key, option) => {
      injected.set(key, css);
      return actual.updateCSS(hidingRules(css), key, option);
    },
  };
});

module.exports = { hidingRules };
