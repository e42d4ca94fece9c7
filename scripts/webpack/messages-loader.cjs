const { compileMessage } = require('@lingui/message-utils/compileMessage');

/**
 * Compiles a catalog (src/shared/i18n/<locale>/<group>.json: key → ICU
 * MessageFormat) into Lingui's compiled form at build time, so the bundle
 * carries no message parser and every message is checked by the build.
 */
module.exports = function messagesLoader(source) {
  const messages = JSON.parse(source);
  const compiled = {};
  for (const [key, message] of Object.entries(messages)) {
    try {
      compiled[key] = compileMessage(message);
    } catch (error) {
      throw new Error(`${this.resourcePath}: message ${key} is not valid ICU MessageFormat: ${error.message}`);
    }
  }
  return `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`;
};
