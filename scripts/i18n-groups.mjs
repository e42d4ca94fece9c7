// Points each module that uses a page group's messages at that group's typed
// `t` (`vacanciesT as t` from @/shared/i18n) and removes the slices' side-effect `i18n.ts`
// files that registered the groups. Idempotent: run it again after
// merging code written against the old shape, then `npm run typecheck`.
import fs from 'node:fs';
import path from 'node:path';

const i18n = 'src/shared/i18n';
const groups = fs.readdirSync(i18n).filter((file) => /^\w+\.ts$/.test(file) && fs.existsSync(path.join(i18n, 'en', file.replace(/\.ts$/, '.json')))).map((file) => file.replace(/\.ts$/, ''));
const owner = new Map(groups.flatMap((group) => Object.keys(JSON.parse(fs.readFileSync(path.join(i18n, 'en', `${group}.json`), 'utf8'))).map((key) => [key, group])));
const walk = (dir) => fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));

for (const file of walk('src').filter((name) => /\.tsx?$/.test(name) && !name.startsWith(i18n))) {
  if (path.basename(file) === 'i18n.ts' && /registerMessages\(/.test(fs.readFileSync(file, 'utf8'))) {
    fs.rmSync(file);
    continue;
  }
  let source = fs.readFileSync(file, 'utf8');
  const before = source;
  source = source.replace(/^import '\.\.\/i18n';\n/m, '');
  // A group's keys, written whole ('vacancies.card.any') or as a template's prefix (`econsultation.status.${status}`).
  const used = new Set();
  for (const [, key] of source.matchAll(/['"`]([\w.\- ]+)['"`]/g)) if (owner.has(key)) used.add(owner.get(key));
  for (const [, group] of source.matchAll(/`(\w+)\.[\w.]*\$\{/g)) if (groups.includes(group)) used.add(group);
  const [group] = used;
  const base = /^import \{([^}]*)\} from '@\/shared\/i18n';\n/m;
  const match = group && source.match(base);
  // Only a module that translates with `t` needs its group's; one that merely mentions keys (a test's expected text) is left alone.
  if (match && /\bt\b/.test(match[1])) {
    if (used.size > 1) throw new Error(`${file} uses the groups ${[...used].join(', ')}: split it or merge the groups`);
    // `t` and `MessageKey` become the group's, under the same local names, so the module's body is untouched.
    const key = `${group[0].toUpperCase()}${group.slice(1)}Key`;
    const names = match[1].split(',').map((name) => name.trim()).filter(Boolean);
    const renamed = names.map((name) => (name === 't' ? `${group}T as t` : name === 'type MessageKey' ? `type ${key} as MessageKey` : name));
    source = source.replace(base, `import { ${renamed.join(', ')} } from '@/shared/i18n';\n`);
  }
  if (source !== before) fs.writeFileSync(file, source);
}

// Registration now rides on the `t` a module imports, so no file is kept for its side effects but CSS.
const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8'));
if (Array.isArray(pkg.sideEffects)) {
  pkg.sideEffects = pkg.sideEffects.filter((glob) => !glob.endsWith('/i18n.ts'));
  fs.writeFileSync('package.json', `${JSON.stringify(pkg, null, 2)}\n`);
}
