const preset = require('@cadeau/build-config/jest-dom')(__dirname);

module.exports = {
  ...preset,
  // The workspace and list tests render whole antd pages and run axe over them: alone 2 to 14 s each, but with
  // two runs of this suite on the 2 loaded cores one took over the preset's 30 s and failed although it was
  // only slow (the campaign list for an administrator, 83 s for its file). Each wait inside a test is for its
  // condition (findBy/waitFor, 12 s each); this only bounds a whole test, so a passing run waits no longer.
  testTimeout: 120000,
};
