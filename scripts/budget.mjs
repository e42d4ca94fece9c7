// The JavaScript budget of every page: what a visitor downloads to see it (the entry chunks plus the page's lazy chunk
// group `page-…` of dist/client/chunk-groups.json), gzipped, in the production build. Prints every page's figure and
// budget, and fails naming each page over its budget.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

// Public pages (a visitor's first load, rendered on the server): each at its figure, rounded up to the next 0.1 KB.
const PUBLIC_BUDGETS_KB = {
  // The entry chunks and the page alone; the runtime's map names every lazy chunk of the app (about 14 bytes each).
  home: 145.6,
  about: 145.5,
  content: 145.4,
  'not-found': 143.7,
  unsubscribe: 161.4,
  // Lists and profiles without Formik or yup: the forms a member opens (apply, reply, report) are lazy chunks.
  freelancers: 173.7,
  freelancer: 166.6,
  vacancies: 168.0,
  vacancy: 162.8,
  company: 167.6,
  // Pages that are forms: Formik, yup and the robot check are what they show.
  login: 202.6,
  signup: 200.1,
  'forgot-password': 199.1,
  'contact-us': 199.2,
  invite: 199.5,
};
// Members' pages (rendered in the browser after sign-in) share one ceiling: the largest of them (the booking preview), rounded up.
const MEMBER_BUDGET_KB = 231.9;

const dist = path.resolve('dist/client');
const groupsFile = path.join(dist, 'chunk-groups.json');
if (!fs.existsSync(groupsFile)) {
  console.error('budget: dist/client/chunk-groups.json is missing; run `npm run build:client` first.');
  process.exit(1);
}
const groups = JSON.parse(fs.readFileSync(groupsFile, 'utf8'));
const sizes = new Map();
const gzipped = (file) => {
  if (!sizes.has(file)) sizes.set(file, zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length);
  return sizes.get(file);
};

const pages = Object.keys(groups)
  .filter((name) => name.startsWith('page-'))
  .map((name) => name.slice('page-'.length))
  .sort();
const over = [];
console.log(`${'page'.padEnd(24)} ${'KB gz'.padStart(7)} ${'budget'.padStart(7)}`);
for (const page of pages) {
  const files = [...new Set([...(groups.main ?? []), ...groups[`page-${page}`]])].filter((file) => file.endsWith('.js'));
  const kb = files.reduce((sum, file) => sum + gzipped(file), 0) / 1024;
  const isPublic = page in PUBLIC_BUDGETS_KB;
  const budget = isPublic ? PUBLIC_BUDGETS_KB[page] : MEMBER_BUDGET_KB;
  const mark = kb > budget ? '  over' : '';
  console.log(`${page.padEnd(24)} ${kb.toFixed(2).padStart(7)} ${budget.toFixed(1).padStart(7)}${isPublic ? '' : '  (member)'}${mark}`);
  if (kb > budget) over.push(`budget: page-${page} is ${kb.toFixed(2)} KB gzipped, over its budget of ${budget} KB by ${(kb - budget).toFixed(2)} KB`);
}
const missing = Object.keys(PUBLIC_BUDGETS_KB).filter((page) => !pages.includes(page));
for (const page of missing) over.push(`budget: the public page ${page} has no chunk group page-${page} in chunk-groups.json`);
if (over.length) {
  for (const line of over) console.error(line);
  process.exit(1);
}
