#!/usr/bin/env node
// @ts-check
/**
 * Content checks: links and anchors, en/zh parity (pages, headings, and every link and every fact of an
 * English page in the same section of its Chinese mirror), the prose floor and code samples compiled against the
 * installed packages. Prints figures; exits 1 with file:line messages when anything fails.
 *
 *   node scripts/check-content.mjs                 every check on every page
 *   node scripts/check-content.mjs docs/en/guide   only report on pages under these paths
 *   node scripts/check-content.mjs --links         only parse errors, links and anchors (runs before every build)
 *   node scripts/check-content.mjs --write-terms   rewrite the generated parts of CONTRIBUTING.md (terms, one-language pages)
 *
 * Links are checked once per `npm test`: in the source by this script's full run (its build step is then
 * `rspress build` alone), and in the output by tests/runners/built-links.mjs (every element of every built
 * page, theme links too).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { errorDescMap } from '@module-federation/error-codes';
import { createJiti } from 'jiti';
import { EN_ONLY, ZH_ONLY } from '../config/siteFacts.mjs';
import { FIXED_HEADINGS, TERMS } from '../config/terms.mjs';
import { checkLinks } from '../lib/content/checkLinks.mjs';
import { checkParity } from '../lib/content/checkParity.mjs';
import { checkProse } from '../lib/content/checkProse.mjs';
import { checkSamples } from '../lib/content/checkSamples.mjs';
import {
  checkHeadings,
  checkOneLanguageSentence,
  checkQuotes,
  checkTerms,
  checkTermTable,
} from '../lib/content/checkTerms.mjs';
import { checkFactParity } from '../lib/content/factParity.mjs';
import { checkLinkParity } from '../lib/content/linkParity.mjs';
import { listPages, parseAll } from '../lib/content/pages.mjs';
import { checkZhErrorEntries, checkZhFactRenderings, checkZhFacts } from '../lib/content/zhStyle.mjs';

const { values: opts, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    links: { type: 'boolean', default: false },
    'write-terms': { type: 'boolean', default: false },
  },
});
const linksOnly = opts.links;
const writeTerms = opts['write-terms'];
const filters = positionals.map((a) => path.resolve(a));
const projectDir = process.cwd();
const docsDir = path.join(projectDir, 'docs');
/** @param {{ file: string }} f */
const only = (f) => filters.length === 0 || filters.some((p) => f.file === p || f.file.startsWith(p + path.sep));

const files = listPages(docsDir);
const { parsed, errors: parseErrors } = parseAll(files);
/** @type {[string, string[]][]} */
const sections = [
  [
    'source',
    parseErrors.filter(
      (e) => filters.length === 0 || filters.some((p) => path.resolve(e.split(':')[0] ?? '').startsWith(p)),
    ),
  ],
];

const links = checkLinks(files, parsed, docsDir, only);
sections.push(['links', links.errors]);
console.log(`links: ${links.checked} internal links and anchors checked in ${files.filter(only).length} pages`);

if (!linksOnly) {
  const parity = checkParity(files, parsed, only);
  sections.push(['parity', parity.errors]);
  console.log(`parity: ${parity.pairs} en/zh page pairs compared`);

  const linkParity = checkLinkParity(files, parsed, EN_ONLY, only);
  sections.push(['link parity', linkParity.errors]);
  console.log(`link parity: ${linkParity.checked} links of English pages looked up in their Chinese mirrors`);

  // The lab's scenario ids, as its files declare them (`id: 'symptom.chunks-404'`): a page names one in
  // inline code to say which real build backs an entry.
  const scenarioDir = path.join(projectDir, 'tests', 'lab', 'scenarios');
  const labIds = new Set(
    fs
      .readdirSync(scenarioDir)
      .filter((f) => f.endsWith('.mjs'))
      .flatMap((f) => [...fs.readFileSync(path.join(scenarioDir, f), 'utf8').matchAll(/^\s*id: '([^']+)'/gm)])
      .map((m) => m[1] ?? ''),
  );
  const factParity = checkFactParity(files, parsed, labIds, only);
  sections.push(['fact parity', factParity.errors]);
  console.log(
    `fact parity: ${factParity.checked} fact and lab references of English sections looked up in their Chinese sections (${labIds.size} lab scenarios known)`,
  );

  const prose = checkProse(files, parsed, only);
  sections.push(['prose', prose.errors]);
  const shortest = [...prose.sizes].sort((a, b) => a.amount - b.amount).slice(0, 3);
  console.log(
    `prose: ${prose.sizes.length} pages measured; shortest ${shortest.map((s) => `${s.key} (${s.amount})`).join(', ')}`,
  );

  const terms = checkTerms(files.filter(only), TERMS);
  sections.push(['terms', terms.errors]);
  const quotes = checkQuotes(files.filter(only));
  sections.push(['quotes', quotes]);
  sections.push(['headings', checkHeadings(files.filter(only), parsed, FIXED_HEADINGS)]);
  // Chinese readers troubleshoot in Chinese: facts rendered in Chinese, every error code explained.
  const jiti = createJiti(import.meta.url);
  const { BEHAVIOUR_FACTS } = /** @type {{ BEHAVIOUR_FACTS: Record<string, { value: string }> }} */ (
    await jiti.import('../config/facts/behaviour/index.ts')
  );
  const { FACTS_ZH, FACTS_KEPT_IN_ENGLISH } =
    /** @type {{ FACTS_ZH: Record<string, string>, FACTS_KEPT_IN_ENGLISH: string[] }} */ (
      await jiti.import('../config/facts/zh.ts')
    );
  const kept = new Set(FACTS_KEPT_IN_ENGLISH);
  const zhFacts = files
    .filter((f) => only(f) && f.lang === 'zh')
    .flatMap((f) => checkZhFacts(f.source, f.rel, BEHAVIOUR_FACTS, FACTS_ZH, kept));
  sections.push(['zh facts', [...checkZhFactRenderings(BEHAVIOUR_FACTS, FACTS_ZH), ...zhFacts]]);
  const zhErrors = checkZhErrorEntries(Object.keys(errorDescMap), (kind) => {
    const file = path.join(docsDir, 'zh', 'guide', 'troubleshooting', `${kind}.mdx`);
    return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
  });
  sections.push(['zh error entries', zhErrors]);
  console.log(
    `zh facts: ${Object.keys(FACTS_ZH).length} Chinese renderings; zh error entries: ${Object.keys(errorDescMap).length} codes looked up`,
  );
  const contributingFile = path.join(projectDir, 'CONTRIBUTING.md');
  // The generated parts of CONTRIBUTING.md: the term table and the list of one-language pages.
  let contributing = fs.readFileSync(contributingFile, 'utf8');
  for (const generated of [
    (/** @type {string} */ text) => checkTermTable(text, TERMS),
    (/** @type {string} */ text) => checkOneLanguageSentence(text, EN_ONLY, ZH_ONLY),
  ]) {
    const result = generated(contributing);
    if (writeTerms) contributing = result.updated;
    else sections.push(['terms', result.errors]);
  }
  if (writeTerms && contributing !== fs.readFileSync(contributingFile, 'utf8')) {
    fs.writeFileSync(contributingFile, contributing);
    console.log('terms: rewrote the generated parts of CONTRIBUTING.md');
  }
  console.log(`terms: ${TERMS.length} terms checked in ${terms.checked} Chinese pages, with their quotation marks`);

  const blocks = files
    .filter(only)
    .flatMap((f) => (parsed.get(f.key)?.code ?? []).map((block) => ({ rel: f.rel, block })));
  const t0 = performance.now();
  const samples = checkSamples(blocks, projectDir, {
    cacheFile: path.join(projectDir, 'node_modules', '.cache', 'check-content', 'samples.json'),
  });
  sections.push(['samples', samples.errors]);
  console.log(
    `samples: ${samples.checked} code blocks type-checked, ${samples.optedOut.length} opted out, ` +
      `${samples.stubbed.size} import specifiers stubbed as any (${[...samples.stubbed].sort().slice(0, 8).join(', ')}${samples.stubbed.size > 8 ? ', …' : ''}) ` +
      `in ${Math.round(performance.now() - t0)} ms`,
  );
}

let failed = 0;
for (const [name, errors] of sections) {
  if (errors.length === 0) continue;
  failed += errors.length;
  console.error(`\n${name}: ${errors.length} problem(s)`);
  for (const e of errors) console.error(`  ${e}`);
}
if (failed > 0) {
  console.error(
    `\ncheck-content: ${failed} problem(s). Fix them in the files named above (CONTRIBUTING.md explains each rule).`,
  );
  process.exit(1);
}
console.log('check-content: all checks passed');
