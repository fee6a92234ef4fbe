module.exports = require('./jest-node')(__dirname);
