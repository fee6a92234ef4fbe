const preset = require('@cadeau/build-config/jest-dom')(__dirname);

module.exports = {
  ...preset,
  // The billing pages' tests render whole antd pages (tables, a drawer, dialogs over it): a few seconds each alone,
  // but on the 2 shared, loaded cores one took 25 s of the preset's 30. Each wait inside a test is for its condition
  // (findBy/waitFor); this only bounds a whole test, so a passing run waits no longer (as mfe-campaigns does).
  testTimeout: 120000,
};
