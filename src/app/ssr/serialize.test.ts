import { escapeHtml, serializeForScript } from './serialize';

describe('serializeForScript', () => {
  it('writes <, >, & and the line separators as escapes, and parses back to the same value', () => {
    const value = { text: '</script><!-- & \u2028\u2029 done' };
    const json = serializeForScript(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe('escapeHtml', () => {
  it('escapes markup and quotes for attribute values', () => {
    expect(escapeHtml(`"a" <b> & 'c'`)).toBe('&quot;a&quot; &lt;b&gt; &amp; &#39;c&#39;');
  });
});
