// The comment detection of scripts/check-comments.mjs.
// Run with: node scripts/check-comments.mjs --self-test
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { commentsOf, historyIn, isChecked, scriptComments, shellComments } from './check-comments.mjs';

const texts = (comments) => comments.map((c) => c.text.trim());

test('line and block comments, with their line numbers', () => {
  const source = ['const a = 1; // one', '/* two', '   three */ const b = 2;', '/** four */'].join('\n');
  assert.deepEqual(scriptComments(source), [
    { line: 1, text: ' one' },
    { line: 2, text: ' two' },
    { line: 3, text: '   three ' },
    { line: 4, text: '* four ' },
  ]);
});

test('a // inside a string is not a comment', () => {
  const source = [
    "const url = 'https://khibra.example/a'; // real",
    'const b = "http://x//y";',
    'const c = `//${host}//path`;',
    "const d = 'it\\'s // still a string';",
  ].join('\n');
  assert.deepEqual(texts(scriptComments(source)), ['real']);
});

test('a template literal with nested expressions and strings', () => {
  const source = 'const a = `x ${f({ k: "//" })} y ${`inner ${1}`} //z`; // after\nconst b = 1; /* end */';
  assert.deepEqual(texts(scriptComments(source)), ['after', 'end']);
});

test('regular expressions are not comments, divisions are not regular expressions', () => {
  const source = [
    'const re = /\\/\\/ no/g; // one',
    'const s = x.replace(/[/]+/, ""); // two',
    'const half = total / 2 / 3; // three',
    'if (ok) return /a\\/b/.test(s); // four',
  ].join('\n');
  assert.deepEqual(texts(scriptComments(source)), ['one', 'two', 'three', 'four']);
});

test('JSX: closing tags and self-closing tags', () => {
  const source = ['const a = <p>text</p>; // one', 'const b = <Img src="http://x" />; // two'].join('\n');
  assert.deepEqual(texts(scriptComments(source)), ['one', 'two']);
});

test('CSS has block comments only', () => {
  const source = '.a { background: url(http://x/y.png); } /* one */\n.b { color: red; }';
  assert.deepEqual(texts(scriptComments(source, { css: true })), ['one']);
  assert.deepEqual(texts(commentsOf('src/a.module.css', source)), ['one']);
});

test('shell: # starts a comment only at the start of a word, outside quotes', () => {
  const source = [
    '#!/usr/bin/env bash',
    '# one',
    'echo "a # not" \'b # not\' # two',
    'n=$# ; x=${#list[@]} # three',
    'url=http://x/#anchor',
  ].join('\n');
  assert.deepEqual(shellComments(source), [
    { line: 2, text: ' one' },
    { line: 3, text: ' two' },
    { line: 4, text: ' three' },
  ]);
});

test('a shebang is not a comment', () => {
  assert.deepEqual(scriptComments('#!/usr/bin/env node\n// one'), [{ line: 2, text: ' one' }]);
});

test('history words', () => {
  for (const text of [
    'Fixed the order (issue 12)',
    'see issue #7',
    'as in issue 31',
    'Sorted as before',
    'It replaces the old walk',
    'Previously the server sent it',
    'This used to run first',
    'the key that used to sign',
    'the walk used to be the longest',
  ]) assert.ok(historyIn(text), text);
});

test('words that are not history', () => {
  for (const text of [
    'The secret used to sign tokens is kept in DATA_DIR',
    'The key is used to sign tokens',
    'Renames (used to move a value)',
    'An issue with the clock',
    'A member who may no longer write to another',
    'before the first page',
    'it replace',
    'longer than ten',
  ]) assert.equal(historyIn(text), null, text);
});

test('history in a string is not reported', () => {
  const source = "toast('This no longer exists'); // fine\nconst s = \"previously\";";
  const found = scriptComments(source).filter((c) => historyIn(c.text));
  assert.deepEqual(found, []);
});

test('files checked', () => {
  assert.ok(isChecked('src/app/App.tsx'));
  assert.ok(isChecked('server/src/app.ts'));
  assert.ok(isChecked('scripts/test.sh'));
  assert.ok(isChecked('jest.config.ts'));
  assert.ok(isChecked('src/app/styles/arabic-font.css'));
  assert.ok(!isChecked('server/src/db/migrations/0001_x.sql'));
  assert.ok(!isChecked('server/src/db/migrations/meta/x.ts'));
  assert.ok(!isChecked('docs/decisions.md'));
  assert.ok(!isChecked('public/content/a.js'));
  assert.ok(!isChecked('package.json'));
});
