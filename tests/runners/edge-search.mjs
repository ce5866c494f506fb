#!/usr/bin/env node
// @ts-check
/**
 * Remote search on Cloudflare's runtime (docs-dev/deploy.md, "Remote search on Cloudflare Pages"): a build
 * with `MF_SEARCH_MODE=remote MF_SEARCH_API_URL=/search`, served by `wrangler pages dev` with the Pages
 * Function functions/search.ts, offline, on 127.0.0.1. It checks:
 * - the relevance gates of local mode (tests/unit/search/relevance.test.ts), asked over HTTP of the
 *   function: recall@5 ≥ 97 % of the relevance set, MRR ≥ 0.9 of the reference queries, per language;
 * - the protocol: a bad parameter answers 400 with the Node server's message, a request the site's own;
 * - in Chromium: typing in the dialog asks `/search` on the site's origin (no CSP violation, no other
 *   host) and shows its hits; a failing service (500, or no answer) gives the empty result.
 * Usage: node tests/runners/edge-search.mjs [--dir doc_build-edge] [--no-build]. Needs
 * `.ci/install-wrangler.sh`. The last line reads `edge search: N passed, N failed`.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createJiti } from 'jiti';
import { CHROMIUM_FLAGS, findHeadlessChromium } from '../harness/chromium.mjs';
import { startWrangler } from '../harness/wranglerServer.mjs';

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: 'doc_build-edge' },
    'no-build': { type: 'boolean', default: false },
  },
});
const repo = path.resolve(import.meta.dirname, '../..');
const root = path.resolve(/** @type {string} */ (values.dir));
const INDEX = 'mf-docs';

if (!values['no-build'] || !fs.existsSync(path.join(root, 'search-service.json'))) {
  console.log(`Building the remote-search site into ${root}`);
  const env = { ...process.env, MF_SEARCH_MODE: 'remote', MF_SEARCH_API_URL: '/search', RSPRESS_OUT_DIR: root };
  const built = spawnSync('npx', ['rspress', 'build'], { cwd: repo, env, stdio: 'inherit' });
  if (built.status !== 0) process.exit(1);
}

const jiti = createJiti(import.meta.url);
/** @type {typeof import('../../plugins/search/records')} */
const { pageRecords } = await jiti.import('../../plugins/search/records.ts');
/** @type {typeof import('../unit/search/referenceQueries')} */
const { referenceQueries } = await jiti.import('../unit/search/referenceQueries.ts');
/** @type {Record<'en' | 'zh', [string, string][]>} */
const relevance = JSON.parse(fs.readFileSync(path.join(repo, 'tests/fixtures/search-relevance.json'), 'utf8'));

// Parsed before the service starts: parsing every page blocks for seconds, and a kept-alive connection to
// wrangler closes while it does.
const reference = {
  en: referenceQueries('en', pageRecords(path.join(repo, 'docs'), 'en')),
  zh: referenceQueries('zh', pageRecords(path.join(repo, 'docs'), 'zh')),
};

let passed = 0;
let failed = 0;
/** @param {string} name @param {() => Promise<string | undefined>} fn a problem, or nothing */
async function check(name, fn) {
  let problem;
  try {
    problem = await fn();
  } catch (error) {
    problem = /** @type {Error} */ (error).message;
  }
  if (problem) failed++;
  else passed++;
  console.log(`${problem ? '✗' : '✓'} ${name}${problem ? `: ${problem}` : ''}`);
}

/** Runs `fn` over `items`, `limit` at a time, in order. */
async function mapLimit(
  /** @type {any[]} */ items,
  /** @type {number} */ limit,
  /** @type {(x: any) => Promise<any>} */ fn,
) {
  const out = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]);
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
  return out;
}

const wrangler = await startWrangler({ root });
try {
  const { url } = wrangler;
  /** The links of the hits the function answers for `keyword`, from at most `limit` pages. */
  const links = async (/** @type {string} */ keyword, /** @type {string} */ lang, limit = 5) => {
    const q = new URLSearchParams({ keyword, limit: String(limit), searchIndexes: INDEX, lang });
    const res = await fetch(`${url}/search?${q}`).catch((error) => {
      throw new Error(`/search?${q}: ${error.cause?.message ?? error.message}\n${wrangler.log().slice(-2000)}`);
    });
    if (!res.ok)
      throw new Error(`/search?${q} answered ${res.status}: ${await res.text()}\n${wrangler.log().slice(-2000)}`);
    const groups = /** @type {{ index: string, hits: { link: string }[] }[]} */ (await res.json());
    return groups[0]?.hits.map((h) => h.link) ?? [];
  };
  const unique = (/** @type {string[]} */ xs) => [...new Set(xs)];
  const routes = (/** @type {string[]} */ xs) => unique(xs.map((l) => l.split('#')[0] ?? l));

  for (const lang of /** @type {const} */ (['en', 'zh'])) {
    await check(`recall@5 of the relevance set (${lang}) at least 97 %`, async () => {
      const misses = (
        await mapLimit(relevance[lang], 4, async ([query, want]) =>
          routes(await links(query, lang)).includes(want) ? null : `"${query}" → ${want}`,
        )
      ).filter(Boolean);
      const recall = 1 - misses.length / relevance[lang].length;
      console.log(
        `  edge search recall@5 (${lang}): ${(recall * 100).toFixed(1)} % of ${relevance[lang].length} queries`,
      );
      for (const miss of misses) console.log(`  miss: ${miss}`);
      return recall >= 0.97 ? undefined : `${(recall * 100).toFixed(1)} %`;
    });
    await check(`MRR of the reference queries (${lang}) at least 0.9`, async () => {
      const queries = reference[lang];
      const ranks = await mapLimit(queries, 4, async (q) => {
        const got = await links(q.query, lang, 10);
        const list = q.wanted[0]?.includes('#') ? unique(got) : routes(got);
        return list.findIndex((l) => q.wanted.includes(l)) + 1;
      });
      const mrr = ranks.reduce((sum, r) => sum + (r ? 1 / r : 0), 0) / ranks.length;
      console.log(`  edge search MRR on ${ranks.length} reference queries (${lang}): ${mrr.toFixed(3)}`);
      return mrr >= 0.9 ? undefined : mrr.toFixed(3);
    });
  }

  await check('a bad parameter answers 400 with the message of the Node server', async () => {
    const res = await fetch(`${url}/search?keyword=x&limit=3&searchIndexes=nope&lang=en`);
    const body = /** @type {{ error?: string }} */ (await res.json());
    return res.status === 400 && /Unknown index "nope"; this service knows mf-docs/.test(body.error ?? '')
      ? undefined
      : `${res.status} ${JSON.stringify(body)}`;
  });

  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: findHeadlessChromium(), args: CHROMIUM_FLAGS });
  try {
    /** A fresh page of the site that records CSP violations, other hosts asked and calls of /search. */
    const openSite = async () => {
      const context = await browser.newContext({ locale: 'en-US' });
      const page = await context.newPage();
      const seen = { violations: /** @type {string[]} */ ([]), offHost: /** @type {string[]} */ ([]), searches: 0 };
      await page.exposeBinding('reportViolation', (_source, v) => seen.violations.push(String(v)));
      await page.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (e) =>
          /** @type {any} */ (window).reportViolation(`${e.violatedDirective} ${e.blockedURI}`),
        ),
      );
      await page.route('**/*', (route) => {
        const u = new URL(route.request().url());
        if (u.origin !== url) {
          seen.offHost.push(u.href);
          return route.abort();
        }
        if (u.pathname === '/search') seen.searches++;
        return route.fallback();
      });
      await page.goto(`${url}/guide/start/`);
      await page.locator('.mf-search-button__hint').waitFor({ state: 'visible' });
      return { context, page, seen };
    };
    const search = async (/** @type {import('@playwright/test').Page} */ page, /** @type {string} */ query) => {
      await page.getByRole('button', { name: 'Search Docs' }).click();
      await page.getByRole('combobox').fill(query);
    };

    await check('Chromium: the dialog shows the hits of /search on the site’s own origin', async () => {
      const { context, page, seen } = await openSite();
      try {
        await search(page, 'shared');
        await page.getByRole('option').first().waitFor({ timeout: 20_000 });
        // The first hit is the option's page: Enter opens it.
        await page.keyboard.press('Enter');
        await page.waitForURL((u) => u.pathname === '/configure/shared', { timeout: 20_000 });
        if (seen.searches === 0) return 'the dialog did not ask /search';
        if (seen.violations.length) return `CSP violations: ${seen.violations.join('; ')}`;
        return seen.offHost.length ? `asked other hosts: ${seen.offHost.join(', ')}` : undefined;
      } finally {
        await context.close();
      }
    });

    for (const [how, fail] of /** @type {const} */ ([
      ['answers 500', 'fulfil'],
      ['does not answer', 'abort'],
    ])) {
      await check(`Chromium: a service that ${how} gives the empty result`, async () => {
        const { context, page, seen } = await openSite();
        try {
          await page.route('**/search?*', (route) =>
            fail === 'abort' ? route.abort('connectionrefused') : route.fulfill({ status: 500, body: '{}' }),
          );
          await search(page, 'shared');
          await page
            .getByRole('dialog')
            .locator('p', { hasText: 'No results for “shared”' })
            .waitFor({ timeout: 20_000 });
          return seen.violations.length ? `CSP violations: ${seen.violations.join('; ')}` : undefined;
        } finally {
          await context.close();
        }
      });
    }
  } finally {
    await browser.close();
  }
} finally {
  await wrangler.stop();
}
console.log(`edge search: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
