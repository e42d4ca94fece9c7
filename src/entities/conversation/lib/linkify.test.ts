import { linkify } from './linkify';

const links = (text: string) => linkify(text).filter((part) => part.kind === 'link');

describe('linkify', () => {
  it('gives the text back, split around its http and https addresses', () => {
    const text = 'See https://khibra.com/vacancy/1 and http://example.org, then reply.';
    const parts = linkify(text);
    expect(parts.map((part) => part.text).join('')).toBe(text);
    expect(links(text)).toEqual([
      { kind: 'link', text: 'https://khibra.com/vacancy/1', href: 'https://khibra.com/vacancy/1', host: 'khibra.com' },
      { kind: 'link', text: 'http://example.org', href: 'http://example.org/', host: 'example.org' },
    ]);
  });

  it('leaves a sentence’s closing punctuation out of the address, but keeps a bracket the address opened', () => {
    expect(links('Read https://example.com/a.')[0]?.text).toBe('https://example.com/a');
    expect(links('(see https://example.com/b)')[0]?.text).toBe('https://example.com/b');
    expect(links('https://en.wikipedia.org/wiki/Foo_(bar) is it')[0]?.text).toBe('https://en.wikipedia.org/wiki/Foo_(bar)');
  });

  it('links nothing but http and https: no javascript:, data: or bare words', () => {
    for (const text of ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'www.example.com', 'mailto:a@b.c', '<a href="javascript:x">x</a>']) {
      expect(links(text)).toEqual([]);
      expect(linkify(text).map((part) => part.text).join('')).toBe(text);
    }
  });

  it('keeps Arabic text around a link as written', () => {
    const text = 'الرابط https://khibra.com/ar هنا';
    expect(linkify(text)).toEqual([
      { kind: 'text', text: 'الرابط ' },
      { kind: 'link', text: 'https://khibra.com/ar', href: 'https://khibra.com/ar', host: 'khibra.com' },
      { kind: 'text', text: ' هنا' },
    ]);
  });

  it('shows the host a link really opens: look-alike letters in punycode, no user name in front, no capitals', () => {
    expect(links('log in at https://аpple.com/login now')).toEqual([{ kind: 'link', text: 'https://xn--pple-43d.com/login', href: 'https://xn--pple-43d.com/login', host: 'xn--pple-43d.com' }]);
    expect(links('https://apple.com@evil.example/x?y=1')).toEqual([{ kind: 'link', text: 'https://evil.example/x?y=1', href: 'https://apple.com@evil.example/x?y=1', host: 'evil.example' }]);
    expect(links('https://KHIBRA.com:8443')[0]).toMatchObject({ text: 'https://khibra.com:8443', host: 'khibra.com:8443' });
    expect(links('https://مثال.السعودية/صفحة')[0]?.text).toBe('https://xn--mgbh0fb.xn--mgberp4a5d4ar/صفحة');
  });

  it('an empty message has no parts', () => {
    expect(linkify('')).toEqual([]);
  });

  it('isolates phone numbers and e-mail addresses, so an Arabic line reads them left to right', () => {
    const text = 'اتصل بي على +971 50 123 4567 أو اكتب إلى salma@najd.sa قبل الساعة 10:30 يوم 3';
    const parts = linkify(text);
    expect(parts.map((part) => part.text).join('')).toBe(text);
    expect(parts.filter((part) => part.kind === 'ltr').map((part) => part.text)).toEqual(['+971 50 123 4567', 'salma@najd.sa']);
    expect(linkify('الرقم (050) 123-4567.').filter((part) => part.kind === 'ltr').map((part) => part.text)).toEqual(['(050) 123-4567']);
    expect(linkify('٠٥٠١٢٣٤٥٦٧').map((part) => part.kind)).toEqual(['ltr']);
  });
});
