// jsdom lacks a few browser APIs that react-router and antd use.
require('@testing-library/jest-dom');
/* global window, beforeAll */
const util = require('node:util');
Object.assign(globalThis, { TextEncoder: util.TextEncoder, TextDecoder: util.TextDecoder });
if (!window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent() {
      return false;
    },
  });
}
if (!window.ResizeObserver) {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
if (!window.getComputedStyle.__patched) {
  const orig = window.getComputedStyle;
  window.getComputedStyle = (el) => orig(el);
  window.getComputedStyle.__patched = true;
}
if (typeof window.MessageChannel === 'undefined') {
  // jsdom has none; antd's form and select use one to run work as a macrotask. Node's own would keep jest's
  // process alive (open ports), so this posts through setTimeout instead.
  window.MessageChannel = class MessageChannel {
    constructor() {
      const port = () => ({
        onmessage: null,
        postMessage: null,
        close() {},
        start() {},
        addEventListener() {},
        removeEventListener() {},
      });
      this.port1 = port();
      this.port2 = port();
      this.port1.postMessage = (data) => setTimeout(() => this.port2.onmessage && this.port2.onmessage({ data }));
      this.port2.postMessage = (data) => setTimeout(() => this.port1.onmessage && this.port1.onmessage({ data }));
    }
  };
}
// findBy*/waitFor give up after 1 s by default. On a loaded 2-core CI machine a first render that loads antd
// chunks, a debounce and a stubbed answer can take longer, and a waitFor that opens an antd Select on each
// try gets only a few tries per second there (a search in the organisation switcher once missed 4 and 5 s);
// a passing test does not wait any longer for this, and it stays well inside jest's 30 s test timeout.
require('@testing-library/react').configure({ asyncUtilTimeout: 12000 });
// The shared texts are one chunk per language, which the shell loads before its first render and setLanguage
// before a switch (@cadeau/ui/i18n). Components under test render without the shell and tests switch with
// i18n.changeLanguage, so both catalogues are there before every test file, as after a switch in the browser.
beforeAll(() => {
  const { loadLanguage } = require('@cadeau/ui/i18n');
  return Promise.all([loadLanguage('de'), loadLanguage('en')]);
});
require('./jest-antd-css');
