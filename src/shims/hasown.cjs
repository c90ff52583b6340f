// `hasown`, a polyfill node-polyglot requires, is the browser's own Object.hasOwn in every browser the console supports.
module.exports = Object.hasOwn;
