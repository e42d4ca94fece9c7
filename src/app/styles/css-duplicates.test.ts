import fs from 'node:fs';
import path from 'node:path';

/**
 * A lint kept as a test: no block of more than MAX_LINES lines of CSS stands
 * again in another module. A shared look belongs in one place (a shared/ui
 * component, or a class composed from shared/ui/styles), so changing it is one
 * edit, not a hunt. Lines are compared as written, without comments, blank
 * lines, indentation and lone closing braces.
 */
const MAX_LINES = 10;
const SRC = path.resolve(__dirname, '../..');

interface Line {
  number: number;
  text: string;
}

function moduleFiles(dir: string): string[] {
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.module.css'))
    .map((file) => path.join(dir, file))
    .sort();
}

/** The lines that count, each with its line number in the file. */
function significantLines(css: string): Line[] {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ''));
  return withoutComments
    .split('\n')
    .map((line, index) => ({ number: index + 1, text: line.trim().replace(/\s+/g, ' ') }))
    .filter((line) => line.text !== '' && line.text !== '}');
}

/** Runs of more than maxLines lines that two different files share: "a.css:3-20 = b.css:40-57". */
function repeatedBlocks(files: Array<{ name: string; css: string }>, maxLines = MAX_LINES): string[] {
  const window = maxLines + 1;
  const seen = new Map<string, { name: string; from: number; to: number }>();
  const found = new Map<string, string>();
  for (const { name, css } of files) {
    const lines = significantLines(css);
    for (let i = 0; i + window <= lines.length; i++) {
      const key = lines
        .slice(i, i + window)
        .map((line) => line.text)
        .join('\n');
      const place = { name, from: lines[i].number, to: lines[i + window - 1].number };
      const first = seen.get(key);
      if (!first) seen.set(key, place);
      else if (first.name !== name && !found.has(`${first.name} ${name}`)) {
        found.set(`${first.name} ${name}`, `${first.name}:${first.from}-${first.to} = ${place.name}:${place.from}-${place.to}`);
      }
    }
  }
  return [...found.values()];
}

describe('CSS modules', () => {
  it(`repeat no block of more than ${MAX_LINES} lines across modules`, () => {
    const files = moduleFiles(SRC).map((file) => ({ name: path.relative(SRC, file), css: fs.readFileSync(file, 'utf8') }));
    expect(files.length).toBeGreaterThan(40);
    expect(repeatedBlocks(files)).toEqual([]);
  });

  it('finds a repeated block, and only one longer than the limit', () => {
    const block = Array.from({ length: MAX_LINES + 1 }, (_, i) => `  margin-block-start: ${i}px;`).join('\n');
    const short = Array.from({ length: MAX_LINES }, (_, i) => `  padding: ${i}px;`).join('\n');
    const files = [
      { name: 'a.module.css', css: `.a {\n  color: red;\n}\n\n/* a note */\n.b {\n${block}\n}\n.s {\n${short}\n}\n` },
      { name: 'b.module.css', css: `.c {\n\n${block.replace(/ {2}/g, '    ')}\n}\n.t {\n${short}\n}\n` },
    ];
    expect(repeatedBlocks(files)).toEqual(['a.module.css:7-17 = b.module.css:3-13']);
    expect(repeatedBlocks([files[0], { name: 'c.module.css', css: `.u {\n${short}\n}\n` }])).toEqual([]);
  });
});
