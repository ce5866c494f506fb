#!/usr/bin/env node
// @ts-check
/**
 * Chinese typography for docs/zh, part of `npm run lint`: AutoCorrect with the committed `.autocorrectrc`
 * (spacing between Chinese and English, full-width punctuation; code blocks and inline code are left
 * alone, as AutoCorrect does for Markdown), plus the rules of `lib/content/zhStyle.mjs`.
 * Prints `file:line:column: message` for each problem and exits 1 when there is any.
 *
 *   node scripts/check-zh-style.mjs                  every page under docs/zh
 *   node scripts/check-zh-style.mjs docs/zh/guide    only these files or folders
 */
import fs from 'node:fs';
import path from 'node:path';
import autocorrect from 'autocorrect-node';
import YAML from 'yaml';
import { checkZhStyle } from '../lib/content/zhStyle.mjs';

const root = process.cwd();
autocorrect.loadConfig(JSON.stringify(YAML.parse(fs.readFileSync(path.join(root, '.autocorrectrc'), 'utf8'))));

/** The Markdown files at `target` (a file or a folder), sorted. @param {string} target */
const walk = (target) =>
  fs.statSync(target).isFile()
    ? [target]
    : fs
        .readdirSync(target, { recursive: true, encoding: 'utf8' })
        .filter((f) => /\.mdx?$/.test(f))
        .sort()
        .map((f) => path.join(target, f));

const targets = process.argv.slice(2);
const files = (targets.length > 0 ? targets : ['docs/zh']).flatMap((t) => walk(path.resolve(t)));
/** @type {string[]} */
const problems = [];
for (const file of files) {
  const rel = path.relative(root, file);
  const source = fs.readFileSync(file, 'utf8');
  const result = autocorrect.lintFor(source, rel);
  if (result.error) problems.push(`${rel}:1:1: AutoCorrect could not read the file: ${result.error}`);
  for (const l of result.lines) {
    problems.push(`${rel}:${l.l}:${l.c}: AutoCorrect: "${l.old.trim()}" → "${l.new.trim()}"`);
  }
  problems.push(...checkZhStyle(source, rel));
}
if (problems.length > 0) {
  for (const p of problems) console.error(p);
  console.error(
    `\nzh style: ${problems.length} problem(s) in ${files.length} Chinese pages (CONTRIBUTING.md, "Chinese")`,
  );
  process.exit(1);
}
console.log(`zh style: ${files.length} Chinese pages checked with AutoCorrect and the zh style rules`);
