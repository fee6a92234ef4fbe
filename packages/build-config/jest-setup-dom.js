// jsdom lacks a few browser APIs that react-router and antd use.
require('@testing-library/jest-dom');
/* global window */
const util = require('node:util');
Object.assign(globalThis, { TextEncoder: util.TextEncoder, TextDecoder: util.TextDecoder });
if (!window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: false, media: query, onchange: null,
    addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent() { return false; },
  });
}
if (!window.ResizeObserver) {
  window.ResizeObserver = class { observe() {} unobserve() {} disconnect() {} };
}
if (!window.getComputedStyle.__patched) {
  const orig = window.getComputedStyle;
  window.getComputedStyle = (el) => orig(el);
  window.getComputedStyle.__patched = true;
}
