// eslint-disable-next-line @typescript-eslint/no-require-imports
const { hidingRules } = require('../jest-antd-css') as { hidingRules: (css: string) => string };

describe("jest's antd CSS: the page keeps the rules that hide", () => {
  it('keeps display:none and visibility:hidden rules, plain or in @layer, and drops the rest', () => {
    const css = [
      '.ant-select-dropdown-hidden{display:none}',
      '.ant-btn{color:red;padding:4px 15px}',
      '@layer antd{.ant-tabs-tabpane-hidden{display: none !important}.ant-tag{margin:0}}',
      '.ant-tooltip-hidden{color:blue;visibility:hidden}',
      '@media (max-width: 575px){.ant-col-xs-0{display:none}}',
      '@keyframes fade{0%{opacity:0}100%{opacity:1}}',
      '.ant-modal{top:100px}',
    ].join('');
    expect(hidingRules(css).split('\n')).toEqual([
      '.ant-select-dropdown-hidden{display:none}',
      '.ant-tabs-tabpane-hidden{display: none !important}',
      '.ant-tooltip-hidden{color:blue;visibility:hidden}',
    ]);
  });

  it('keeps nothing of a rule set that hides nothing', () => {
    expect(hidingRules('.ant-btn{display:inline-flex}.ant-input{visibility:visible}')).toBe('');
  });
});
