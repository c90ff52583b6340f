// `object.entries`, a polyfill node-polyglot requires, is the browser's own Object.entries in every browser the console supports.
module.exports = Object.entries;
