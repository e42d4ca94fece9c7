import fs from 'node:fs';
import path from 'node:path';

/** The shipped systemd unit (deploy/systemd/khibra@.service), read as an operator installs it. */
const unit = fs.readFileSync(path.join(process.cwd(), 'deploy/systemd/khibra@.service'), 'utf8');

/** Every Environment= assignment of the unit, as name → value (later assignments win, as in systemd). */
function environment(text: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const match = /^Environment=(.*)$/.exec(line.trim());
    if (!match) continue;
    for (const pair of match[1].match(/"[^"]*"|\S+/g) ?? []) {
      const [name, ...value] = pair.replace(/^"|"$/g, '').split('=');
      found[name] = value.join('=');
    }
  }
  return found;
}

describe('the systemd unit', () => {
  it('runs the server with NODE_ENV=production, on its own port and data directory, bound to the loopback', () => {
    expect(environment(unit)).toMatchObject({ NODE_ENV: 'production', HOST: '127.0.0.1', PORT: '%i', DATA_DIR: '/var/lib/khibra/%i' });
  });
});
