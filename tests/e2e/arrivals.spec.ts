/**
 * Arrivals (issue 32): readers who do not start at the home page. Every test opens a fresh browser profile
 * (no `rspress-visited` flag: a first visit) in an `en-US` or `zh-CN` browser, and follows the address the
 * way the reader got it: a deep link with a hash, a link printed by the federation runtime, a URL of the
 * official site, a mistyped path. Three hosts: the preview with `_redirects`, nginx with
 * `deploy/nginx.conf` (when nginx is installed), and a host without redirects (the suite's server).
 */
import fs from 'node:fs';
import path from 'node:path';
import { createInstance } from '@module-federation/runtime';
import type { Page } from '@playwright/test';
import { findNginx, startNginx } from '../harness/nginxServer.mjs';
import { startServer } from '../harness/staticServer.mjs';
import {
  expect,
  gotoHydrated,
  type Lang,
  localeFor,
  MOBILE,
  REPEAT,
  repeatUnless,
  test,
  UI,
  waitForHydration,
} from './support/fixtures';

const root = path.resolve(process.env.RSPRESS_OUT_DIR ?? 'doc_build');
const repo = path.resolve(import.meta.dirname, '../..');

type Host = 'redirects' | 'nginx' | 'no-redirects';
const hosts: Partial<Record<Host, string>> = {};
const stops: (() => Promise<void>)[] = [];

test.beforeAll(async () => {
  const preview = await startServer({ root, port: 0, hostingHeaders: true, hostingRedirects: true });
  hosts.redirects = preview.url;
  stops.push(() => preview.close());
  const nginx = findNginx();
  if (nginx) {
    const server = await startNginx({
      nginx,
      conf: fs.readFileSync(path.join(repo, 'deploy/nginx.conf'), 'utf8'),
      root,
    });
    hosts.nginx = server.url;
    stops.push(server.stop);
  }
});
test.afterAll(async () => {
  for (const stop of stops.splice(0)) await stop();
});

/** The address on a host: the suite's own server (no redirects) takes the path as it is. */
function at(host: Host, pathAndHash: string): string {
  if (host === 'no-redirects') return pathAndHash;
  const origin = hosts[host];
  test.skip(!origin, `no ${host} server on this machine`);
  return `${origin}${pathAndHash}`;
}

/**
 * The heading `#id` is the one the reader was sent to: at the top of the window, below the navigation
 * bar (or with the bar hidden), not behind it. Polled: the browser scrolls once the page has laid out.
 */
async function expectHeadingUnderNav(page: Page, id: string) {
  const heading = page.locator(`[id="${id}"]`);
  await expect(heading).toBeVisible();
  await expect
    .poll(async () => {
      const { top, height } = await heading.evaluate((el) => el.getBoundingClientRect());
      const navBottom = await page.evaluate(() => {
        const nav = document.querySelector('.rp-nav');
        return nav ? Math.max(0, nav.getBoundingClientRect().bottom) : 0;
      });
      const viewport = page.viewportSize()?.height ?? 800;
      return top >= navBottom - 1 && top + height <= viewport && top < viewport / 2;
    })
    .toBe(true);
}

/** The page's path and hash once the first-visit script and the 404 fallback are done. */
const pathAndHash = (page: Page) => {
  const u = new URL(page.url());
  return `${u.pathname}${u.hash}`;
};

/** The URL the federation runtime 2.9.2 prints with RUNTIME-004, without its origin. */
async function runtimeErrorPath(): Promise<string> {
  const federation = createInstance({ name: 'arrivals-host', remotes: [] });
  const message = await federation.loadRemote('missing/button').then(
    () => '',
    (error: unknown) => String((error as Error).message),
  );
  const url = /View the docs to see how to solve: (https:\/\/module-federation\.io\/\S+)/.exec(message)?.[1];
  expect(url, message).toBe('https://module-federation.io/guide/troubleshooting/runtime#runtime-004');
  const u = new URL(url ?? '');
  return `${u.pathname}${u.hash}`;
}

/** A test's tags: its repeat tag. */
const tags = (repeat: { tag?: string }) => ({ tag: repeat.tag ? [repeat.tag] : [] });

for (const lang of ['en', 'zh'] as const satisfies readonly Lang[]) {
  const prefix = lang === 'zh' ? '/zh' : '';
  const lean = lang === 'zh';
  test.describe(`a first visit in a ${localeFor(lang).locale} browser`, () => {
    test.use(localeFor(lang));

    test('a deep link with a hash into the other language lands on the heading in the reader’s language', async ({
      page,
    }) => {
      // en-US opens a Chinese link, zh-CN an English one: the first-visit redirect keeps the hash.
      const link = lang === 'zh' ? '/configure/shared#tree-shaking' : '/zh/guide/basic/runtime#loadremote';
      const landing = lang === 'zh' ? '/zh/configure/shared#tree-shaking' : '/guide/basic/runtime#loadremote';
      await page.goto(link);
      await expect.poll(() => pathAndHash(page)).toBe(landing);
      await waitForHydration(page);
      await expectHeadingUnderNav(page, landing.split('#')[1] ?? '');
    });

    test('a deep link to a page the reader’s language lacks stays there, at the heading', async ({ page }) => {
      const link =
        lang === 'zh' ? '/guide/basic/error-catalog#invalid-hook-call' : '/zh/plugin/dev/hooks#errorloadremote';
      await gotoHydrated(page, link);
      expect(pathAndHash(page)).toBe(link);
      await expectHeadingUnderNav(page, link.split('#')[1] ?? '');
    });

    // The languages take turns: the runtime's link on the three hosts in an en-US browser, the official
    // site's URLs (where the locale redirect adds to the host's) in a zh-CN one; the other is the repeat.
    for (const host of ['redirects', 'nginx', 'no-redirects'] as const) {
      test(`the link in a runtime error opens its entry (${host})`, tags(repeatUnless(!lean)), async ({ page }) => {
        const link = await runtimeErrorPath();
        await page.goto(at(host, link));
        await expect.poll(() => pathAndHash(page)).toBe(`${prefix}${link}`);
        await waitForHydration(page);
        await expectHeadingUnderNav(page, 'runtime-004');
      });

      test(
        `an official-site URL lands on the page that answers it (${host})`,
        tags(repeatUnless(lean)),
        async ({ page }) => {
          await page.goto(at(host, '/guide/runtime/runtime-api#loadremote'));
          await expect.poll(() => pathAndHash(page)).toBe(`${prefix}/guide/basic/runtime#loadremote`);
          await waitForHydration(page);
          await expectHeadingUnderNav(page, 'loadremote');
        },
      );
    }

    // In a zh-CN browser in `npm test`: the catalog is English only, so the reader stays in English.
    test(
      'a link to an error catalog entry from before the troubleshooting pages opens the entry',
      // The redirect must leave the zh-CN reader on the English-only catalog.
      tags(repeatUnless(lean)),
      async ({ page }) => {
        // The catalog is English only: the reader stays in English, and the moved section is followed.
        await page.goto('/guide/basic/error-catalog#runtime-004');
        await expect.poll(() => pathAndHash(page)).toBe('/guide/troubleshooting/runtime#runtime-004');
        await waitForHydration(page);
        await expectHeadingUnderNav(page, 'runtime-004');
      },
    );

    test('an old per-code error page opens the entry', tags(repeatUnless(lean)), async ({ page }) => {
      await page.goto(at('redirects', '/guide/troubleshooting/runtime/RUNTIME-008'));
      await expect.poll(() => pathAndHash(page)).toBe(`${prefix}/guide/troubleshooting/runtime#runtime-008`);
      await waitForHydration(page);
      await expectHeadingUnderNav(page, 'runtime-008');
    });

    test('a mistyped path answers 404 and suggests the page, and search has its words typed', async ({ page }) => {
      const response = await page.goto(`${prefix}/guide/basic/runtim`);
      expect(response?.status()).toBe(404);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await waitForHydration(page);
      const suggestions = page.getByTestId('not-found-suggestions').getByRole('link');
      await expect(suggestions.first()).toHaveAttribute('href', `${prefix}/guide/basic/runtime`);
      await expect(page.getByRole('heading', { name: UI[lang]['notFound.suggestionsTitle'] })).toBeVisible();
      const search = page.getByRole('button', {
        name: UI[lang]['notFound.searchButton'].replace('{{query}}', 'guide basic runtim'),
      });
      await search.click();
      await expect(page.getByRole('dialog').getByRole('combobox')).toHaveValue('guide basic runtim');
    });

    test(
      'an old path of the official site is followed by the 404 page on a host without redirects',
      repeatUnless(lean),
      async ({ page }) => {
        await page.goto(`${prefix}/integrations/framework/nextjs/presets?from=blog`);
        await expect.poll(() => new URL(page.url()).pathname).toBe(`${prefix}/practice/frameworks/next/presets`);
        expect(new URL(page.url()).search).toBe('?from=blog');
      },
    );
  });
}

test.describe('on a touch phone', () => {
  test.use({ ...localeFor('zh'), viewport: MOBILE, hasTouch: true, isMobile: true });

  test('a deep link with a hash lands on the heading under the bar', async ({ page }) => {
    await page.goto('/configure/shared#tree-shaking');
    await expect.poll(() => pathAndHash(page)).toBe('/zh/configure/shared#tree-shaking');
    await waitForHydration(page);
    await expectHeadingUnderNav(page, 'tree-shaking');
  });

  test('a mistyped path suggests the page, and a tap opens it', async ({ page }) => {
    await page.goto('/zh/guide/basic/runtim');
    await waitForHydration(page);
    const first = page.getByTestId('not-found-suggestions').getByRole('link').first();
    await expect(first).toHaveAttribute('href', '/zh/guide/basic/runtime');
    await first.tap();
    await expect(page).toHaveURL(/\/zh\/guide\/basic\/runtime$/);
    await expect(page.locator('h1')).toBeVisible();
  });

  test('an official-site URL on the phone, on a host without redirects', REPEAT, async ({ page }) => {
    // The 404 page's fallback opens the English target; that page is the first visit, so the reader's
    // language takes over from there, with the section.
    await page.goto('/guide/runtime/runtime-hooks');
    await expect.poll(() => pathAndHash(page)).toBe('/zh/plugin/dev/#hook-kinds');
  });
});

test.describe('with JavaScript off', () => {
  test.use({ ...localeFor('en'), javaScriptEnabled: false });

  test('the 404 page still shows its links', async ({ page }) => {
    const response = await page.goto('/guide/basic/runtim');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('link', { name: UI.en.takeMeHomeText })).toBeVisible();
    await expect(page.getByRole('heading', { name: UI.en['notFound.popularTitle'] })).toBeVisible();
    await expect(page.locator('.mf-not-found-help a[href="/guide/basic/runtime"]')).toBeVisible();
  });
});
