module.exports = require('@cadeau/build-config/jest-node')(__dirname);
