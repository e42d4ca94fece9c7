// The JavaScript budget of the home page: everything a visitor downloads to see
// `/` (the entry chunks plus the home page's lazy chunk), gzipped, in the
// production build. Fails above the budget and always prints the figure.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

// 145: 144.4 KB once notistack and keen-slider load after the first render
// and react-router's production build is used (docs/performance.md, "Home JavaScript").
// 145.1: the booking pages' shared stylesheet is one more entry in the chunk map the runtime carries (+5 bytes over 145).
// Two pages (company, my-company) brought it to 145.3; lazy chunks named by their hash alone (no name map in the runtime) to 144.9.
// 145.2: the account's security pages (sessions and log, two-step sign-in, passkeys, the password asked again, your data)
// and the messages' leave step are lazy chunks, each one more entry in the runtime's chunk map (+17 bytes over 145.1).
// 145.3: the operator console (its page, its sections, its numbers with their chart, its Arabic) and the report dialog
// with its Arabic are lazy chunks, more entries in the runtime's chunk map, and the account menu links operators to the
// console (+51 bytes over 145.2).
const BUDGET_KB = 145.3;
const dist = path.resolve('dist/client');
const groupsFile = path.join(dist, 'chunk-groups.json');
if (!fs.existsSync(groupsFile)) {
  console.error('budget: dist/client/chunk-groups.json is missing; run `npm run build:client` first.');
  process.exit(1);
}
const groups = JSON.parse(fs.readFileSync(groupsFile, 'utf8'));
const files = [...new Set([...(groups.main ?? []), ...(groups['page-home'] ?? [])])].filter((f) => f.endsWith('.js'));
let total = 0;
for (const file of files) {
  const size = zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
  total += size;
  console.log(`  ${file.padEnd(44)} ${(size / 1024).toFixed(1).padStart(7)} KB gz`);
}
const kb = total / 1024;
console.log(`budget: home page JavaScript ${kb.toFixed(1)} KB gzipped (budget ${BUDGET_KB} KB)`);
if (kb > BUDGET_KB) {
  console.error(`budget: over budget by ${(kb - BUDGET_KB).toFixed(1)} KB`);
  process.exit(1);
}
