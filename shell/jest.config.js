const base = require('@cadeau/build-config/jest-dom')(__dirname);

// The build's own scripts (the start page's pre-render, scripts/) have tests beside them too.
module.exports = { ...base, testMatch: [...base.testMatch, '<rootDir>/scripts/**/*.test.ts'] };
