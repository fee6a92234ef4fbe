module.exports = require('@cadeau/build-config/jest-dom')(__dirname);
