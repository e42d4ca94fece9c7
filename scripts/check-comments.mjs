#!/usr/bin/env node
// Fails when a code comment tells history instead of describing the code.
// History belongs in git log and the pull request, not beside the code.
//
//   node scripts/check-comments.mjs              scan the tracked source files
//   node scripts/check-comments.mjs --self-test  run scripts/check-comments.test.mjs
//
// Only comments are read: // and /* */ in scripts and TypeScript, /* */ in CSS,
// # in shell. Text in string literals (user-facing words, test data) is skipped.
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.css', '.sh'];
const FOLDERS = ['src/', 'server/', 'contracts/', 'e2e/', 'scripts/'];
const SKIPPED = ['server/src/db/migrations/'];

/** Words that tell what the code was, not what it is. */
const RULES = [
  { name: '(issue N)', re: /\(issue \d+\)/i },
  { name: 'issue N', re: /\bissue #?\d+\b/i },
  { name: 'as before', re: /\bas before\b/i },
  { name: 'it replaces', re: /\bit replaces\b/i },
  { name: 'previously', re: /\bpreviously\b/i },
];

// "Used to" of a past habit, not of a purpose ("is used to sign"): the word before it
// is a pronoun or a relative word, or the word after it is "be". A form of "be" or
// "get" just before it means a purpose. Examples are in the test file.
const USED_TO = /\bused to\b/gi;
const SUBJECTS = new Set(['it', 'they', 'we', 'he', 'she', 'you', 'i', 'this', 'that', 'which', 'who', 'what', 'there', 'these', 'those', 'never', 'once']);
const PASSIVE = new Set(['is', 'are', 'was', 'were', 'be', 'been', 'being', 'get', 'gets', 'got', 'getting']);

function usedToInHistoricSense(text) {
  for (const match of text.matchAll(USED_TO)) {
    const before = /(?:^|\s)([a-z']+)\s+$/i.exec(text.slice(0, match.index))?.[1]?.toLowerCase();
    const after = /^\s+([a-z']+)/i.exec(text.slice(match.index + match[0].length))?.[1]?.toLowerCase();
    if (before && PASSIVE.has(before)) continue;
    if ((before && SUBJECTS.has(before)) || after === 'be') return true;
  }
  return false;
}

/** The first rule a comment's text breaks, or null. */
export function historyIn(text) {
  for (const rule of RULES) if (rule.re.test(text)) return rule.name;
  if (usedToInHistoricSense(text)) return 'used to';
  return null;
}

/** Characters after which a slash starts a regular expression, not a division. */
const BEFORE_REGEX = new Set(['', '(', ',', '=', ':', '[', '!', '&', '|', '?', '{', '}', ';', '+', '-', '*', '%', '>', '~', '^']);
const REGEX_KEYWORDS = /\b(?:return|typeof|case|do|else|in|of|new|delete|void|throw|await|yield)$/;

/**
 * The comments of a JavaScript, TypeScript or CSS source, one entry per line of comment:
 * { line, text }. Strings ('…', "…", `…` with ${…}) and regular expressions are skipped.
 * A quote left open at the end of a line closes there, so a stray apostrophe in JSX text
 * costs at most its own line.
 */
export function scriptComments(source, { css = false } = {}) {
  const comments = [];
  let line = 1;
  let i = 0;
  let lastSignificant = ''; // last character outside whitespace and comments
  let lastWord = '';
  const templateDepth = []; // brace depth at each open ${ of a template literal
  let braces = 0;
  const n = source.length;

  const pushComment = (startLine, text) => {
    text.split('\n').forEach((part, k) => {
      if (part.trim()) comments.push({ line: startLine + k, text: part });
    });
  };

  const readTemplate = () => {
    // i is just after ` or after the } that closes a ${…}
    while (i < n) {
      const c = source[i];
      if (c === '\\') { if (source[i + 1] === '\n') line++; i += 2; continue; }
      if (c === '\n') line++;
      if (c === '`') { i++; return; }
      if (c === '$' && source[i + 1] === '{') { i += 2; templateDepth.push(braces); braces++; return; }
      i++;
    }
  };

  while (i < n) {
    const c = source[i];
    const next = source[i + 1];
    if (c === '\n') { line++; i++; continue; }
    if (c === ' ' || c === '\t' || c === '\r') { i++; continue; }
    if (i === 0 && c === '#' && next === '!') { while (i < n && source[i] !== '\n') i++; continue; }
    if (c === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      const stop = end === -1 ? n : end;
      const text = source.slice(i + 2, stop);
      pushComment(line, text);
      line += text.split('\n').length - 1;
      i = end === -1 ? n : end + 2;
      continue;
    }
    if (!css && c === '/' && next === '/') {
      const end = source.indexOf('\n', i);
      const stop = end === -1 ? n : end;
      pushComment(line, source.slice(i + 2, stop));
      i = stop;
      continue;
    }
    if (c === '"' || c === "'") {
      i++;
      while (i < n && source[i] !== c && source[i] !== '\n') {
        if (source[i] === '\\' && source[i + 1] === '\n') line++;
        i += source[i] === '\\' ? 2 : 1;
      }
      if (source[i] === c) i++;
      lastSignificant = c; lastWord = '';
      continue;
    }
    if (!css && c === '`') {
      i++;
      readTemplate();
      lastSignificant = '`'; lastWord = '';
      continue;
    }
    if (!css && c === '/' && (BEFORE_REGEX.has(lastSignificant) || REGEX_KEYWORDS.test(lastWord))) {
      // a regular expression literal: up to the closing slash outside a [class]
      i++;
      let inClass = false;
      while (i < n && source[i] !== '\n') {
        const r = source[i];
        if (r === '\\') { i += 2; continue; }
        if (r === '[') inClass = true;
        else if (r === ']') inClass = false;
        else if (r === '/' && !inClass) { i++; break; }
        i++;
      }
      while (i < n && /[a-z]/i.test(source[i])) i++; // flags
      lastSignificant = '/'; lastWord = '';
      continue;
    }
    if (!css && c === '{') braces++;
    if (!css && c === '}') {
      braces--;
      if (templateDepth.length && templateDepth[templateDepth.length - 1] === braces) {
        templateDepth.pop();
        i++;
        readTemplate();
        lastSignificant = '`'; lastWord = '';
        continue;
      }
    }
    if (/[A-Za-z0-9_$]/.test(c)) {
      let j = i;
      while (j < n && /[A-Za-z0-9_$]/.test(source[j])) j++;
      lastWord = source.slice(i, j);
      lastSignificant = 'a';
      i = j;
      continue;
    }
    lastSignificant = c; lastWord = '';
    i++;
  }
  return comments;
}

/**
 * The comments of a shell script: from a # that starts a word, outside quotes, to the end
 * of the line. $#, ${#x} and a # inside a word are not comments.
 */
export function shellComments(source) {
  const comments = [];
  let quote = null;
  source.split('\n').forEach((text, index) => {
    for (let i = 0; i < text.length; i++) {
      const c = text[i];
      if (quote) {
        if (c === '\\' && quote === '"') i++;
        else if (c === quote) quote = null;
        continue;
      }
      if (c === '\\') { i++; continue; }
      if (c === '"' || c === "'") { quote = c; continue; }
      if (c === '#' && (i === 0 || /[\s;|&(]/.test(text[i - 1]))) {
        if (index === 0 && text.startsWith('#!')) break;
        const comment = text.slice(i + 1);
        if (comment.trim()) comments.push({ line: index + 1, text: comment });
        break;
      }
    }
  });
  return comments;
}

export function commentsOf(file, source) {
  if (file.endsWith('.sh')) return shellComments(source);
  return scriptComments(source, { css: file.endsWith('.css') });
}

/** The tracked files to check: sources under the code folders and the top-level config files. */
export function isChecked(file) {
  if (!EXTENSIONS.some((ext) => file.endsWith(ext))) return false;
  if (SKIPPED.some((dir) => file.startsWith(dir))) return false;
  return FOLDERS.some((dir) => file.startsWith(dir)) || !file.includes('/');
}

function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  if (process.argv.includes('--self-test')) {
    const test = path.join(root, 'scripts', 'check-comments.test.mjs');
    const run = spawnSync(process.execPath, ['--test', '--test-reporter=dot', test], { stdio: 'inherit' });
    process.exit(run.status ?? 1);
  }
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean).filter(isChecked);
  const hits = [];
  for (const file of files) {
    let source;
    try {
      source = readFileSync(path.join(root, file), 'utf8');
    } catch {
      continue; // deleted in the work tree, not yet in the index
    }
    for (const { line, text } of commentsOf(file, source)) {
      const rule = historyIn(text);
      if (rule) hits.push(`${file}:${line}: [${rule}] ${text.trim()}`);
    }
  }
  if (hits.length) {
    console.error(hits.join('\n'));
    console.error(`\n${hits.length} comment(s) tell history. Say what the code does; the history is in git log.`);
    process.exit(1);
  }
  console.log(`check-comments: ${files.length} files, no history in comments.`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
