// @ts-check
/**
 * The reader scenarios the engines tier runs in each engine (issue 25), written once against the
 * `EngineBrowser` interface of `drivers.mjs`. Each starts where a reader is: a page open and hydrated,
 * then real clicks and key presses. Elements are found by the site's public classes and attributes
 * (the same ones the Playwright suite uses), so no engine-specific locator is needed.
 *
 * A scenario gets `{ browser, site, slowSite, lang }`: `site` serves the build as `scripts/serve.mjs`
 * does, `slowSite` is the same build with xgplayer's files held back 1.5 s (`server.mjs`).
 */
import { createInstance } from '@module-federation/runtime';
import { until } from './drivers.mjs';

/** @typedef {import('./drivers.mjs').EngineBrowser} EngineBrowser */
/** @typedef {{ browser: EngineBrowser, site: string, slowSite: string, lang: 'en' | 'zh' }} ScenarioContext */
/** @typedef {{ name: string, viewport: 'desktop' | 'phone', langs?: ('en' | 'zh')[], run: (c: ScenarioContext) => Promise<void> }} Scenario */

export const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 375, height: 812 } };

const prefix = (/** @type {'en' | 'zh'} */ lang) => (lang === 'zh' ? '/zh' : '');

/** Throws `message` unless `ok`. */
function check(/** @type {unknown} */ ok, /** @type {string} */ message) {
  if (!ok) throw new Error(message);
}

/**
 * Opens `url` and waits until React has hydrated it: a press before that reaches a button with no
 * handler yet. Same check as `gotoHydrated` in tests/e2e/support/fixtures.ts: `data-mf-hydrated` on
 * `<html>`, which the theme's `Root` sets in an effect once hydration commits.
 */
export async function openHydrated(/** @type {EngineBrowser} */ browser, /** @type {string} */ url) {
  await browser.goto(url);
  await until(
    () => browser.evaluate(() => document.documentElement.hasAttribute('data-mf-hydrated')),
    30_000,
    `${url} to hydrate`,
  );
}

/** Gives the first visible element matching `selector` whose text matches `text` a marker; returns its selector. */
async function mark(/** @type {EngineBrowser} */ browser, /** @type {string} */ selector, text = '') {
  const found = await browser.evaluate(
    (sel, wanted) => {
      for (const old of document.querySelectorAll('[data-engines-target]')) old.removeAttribute('data-engines-target');
      const el = [...document.querySelectorAll(sel)].find((candidate) => {
        const box = candidate.getBoundingClientRect();
        const visible = box.width > 0 && box.height > 0 && getComputedStyle(candidate).visibility !== 'hidden';
        return visible && (candidate.textContent ?? '').includes(wanted);
      });
      el?.setAttribute('data-engines-target', '');
      return Boolean(el);
    },
    selector,
    text,
  );
  check(found, `no visible ${selector}${text ? ` with “${text}”` : ''}`);
  return '[data-engines-target]';
}

const dialogOpen = (/** @type {EngineBrowser} */ browser) =>
  browser.evaluate(() => Boolean(document.querySelector('dialog.mf-search')?.hasAttribute('open')));

/** Opens the search dialog with the bar's button and waits for its field to have focus. */
async function openSearch(/** @type {EngineBrowser} */ browser) {
  await browser.click(await mark(browser, '.mf-search-button, .mf-search-button--mobile'));
  await until(
    () => browser.evaluate(() => document.activeElement?.classList.contains('mf-search__input') ?? false),
    15_000,
    'the search field to take focus',
  );
}

/** The hits shown for what is typed, once the search settles (hits, or the "no results" message). */
/** @returns {Promise<{ hits: string[] }>} */
async function searchHits(/** @type {EngineBrowser} */ browser, /** @type {string} */ query) {
  await browser.type(query);
  return until(
    () =>
      browser.evaluate((q) => {
        const input = /** @type {HTMLInputElement | null} */ (document.querySelector('.mf-search__input'));
        // WebKitWebDriver types capitals in lower case when the browser runs in a Chinese locale; the
        // search ignores case, so the comparison does too.
        if (input?.value.toLowerCase() !== q.toLowerCase()) return null;
        const hits = [...document.querySelectorAll('.mf-search [role="option"]')].map(
          (a) => new URL(/** @type {HTMLAnchorElement} */ (a).href).pathname,
        );
        if (hits.length > 0) return { hits };
        return document.querySelector('.mf-search__empty') ? { hits: /** @type {string[]} */ ([]) } : null;
      }, query),
    15_000,
    `results for “${query}”`,
  );
}

/** Queries that must find something, and a page each must find, per language (issues 25 and 45). */
const SEARCHES = {
  en: [
    ['loadRemote', '/guide/basic/runtime'],
    ['shared', '/configure/shared'],
  ],
  // Single Chinese words: Firefox's Intl.Segmenter marks them not word-like, which emptied the query.
  zh: [
    ['共享', '/zh/configure/shared'],
    ['配置', '/zh/configure/'],
    ['远程', '/zh/guide/start/glossary'],
    ['共享策略', null],
    // Chinese words for English-named pages and readers' words for symptoms (config/searchKeywords.mjs).
    ['暴露', '/zh/configure/exposes'],
    ['清单', '/zh/configure/manifest'],
    ['共享依赖', '/zh/configure/shared'],
    ['跨域', '/zh/guide/troubleshooting/'],
    ['白屏', '/zh/guide/start/quick-start'],
    ['热更新', '/zh/guide/troubleshooting/'],
    ['样式丢失', '/zh/guide/troubleshooting/'],
  ],
};

/**
 * A first visit (issue 32): the browser of a group keeps its storage between scenarios, so the
 * first-visit flag is removed on the site's origin before `url` is opened. Then waits until the address
 * settles on `landing` (path and hash) and the heading `#id` of the hash is at the top, below the bar.
 */
async function arrive(
  /** @type {EngineBrowser} */ browser,
  /** @type {string} */ site,
  /** @type {string} */ url,
  /** @type {string} */ landing,
) {
  await browser.goto(`${site}/robots.txt`);
  await browser.evaluate(() => localStorage.removeItem('rspress-visited'));
  await browser.goto(url);
  await until(
    () => browser.evaluate((want) => `${location.pathname}${location.hash}` === want, landing),
    15_000,
    `the address to become ${landing}`,
  );
  const id = landing.split('#')[1] ?? '';
  await until(
    () =>
      browser.evaluate((target) => {
        const heading = document.getElementById(target);
        if (!heading) return false;
        const { top, bottom } = heading.getBoundingClientRect();
        const nav = document.querySelector('.rp-nav');
        const navBottom = nav ? Math.max(0, nav.getBoundingClientRect().bottom) : 0;
        return top >= navBottom - 1 && bottom <= innerHeight && top < innerHeight / 2;
      }, id),
    15_000,
    `the heading #${id} at the top, below the navigation bar`,
  );
}

/** The docs URL the federation runtime 2.9.2 prints with RUNTIME-004, without its origin. */
async function runtimeErrorPath() {
  const federation = createInstance({ name: 'engines-host', remotes: [] });
  const message = await federation.loadRemote('missing/button').then(
    () => '',
    (/** @type {Error} */ error) => String(error.message),
  );
  const url = /View the docs to see how to solve: (https:\/\/module-federation\.io\/\S+)/.exec(message)?.[1];
  check(url, `no docs link in the runtime's message: ${message}`);
  const { pathname, hash } = new URL(/** @type {string} */ (url));
  return `${pathname}${hash}`;
}

/** @type {Scenario[]} */
export const SCENARIOS = [
  .../** @type {const} */ (['en', 'zh']).map(
    (lang) =>
      /** @type {Scenario} */ ({
        name: `search finds pages (${SEARCHES[lang].map(([q]) => q).join(', ')})`,
        viewport: 'desktop',
        langs: [lang],
        async run({ browser, site }) {
          const failures = [];
          for (const [query, page] of SEARCHES[lang]) {
            await openHydrated(browser, `${site}${prefix(lang)}/guide/start/`);
            await openSearch(browser);
            const { hits } = await searchHits(browser, /** @type {string} */ (query));
            if (hits.length === 0) failures.push(`“${query}” found nothing`);
            else if (page && !hits.some((h) => h === page || h === `${page}.html`)) {
              failures.push(`“${query}” did not find ${page} (found ${hits.slice(0, 5).join(', ')})`);
            }
          }
          check(failures.length === 0, failures.join('; '));
        },
      }),
  ),
  {
    name: 'one Escape closes search with a query typed',
    viewport: 'desktop',
    async run({ browser, site, lang }) {
      await openHydrated(browser, `${site}${prefix(lang)}/guide/start/`);
      await openSearch(browser);
      await searchHits(browser, 'loadRemote');
      await browser.press('Escape');
      await until(async () => !(await dialogOpen(browser)), 3_000, 'the dialog to close after one Escape');
    },
  },
  {
    name: 'theme toggle switches and remembers dark',
    viewport: 'desktop',
    async run({ browser, site, lang }) {
      await openHydrated(browser, `${site}${prefix(lang)}/guide/start/`);
      const dark = () => browser.evaluate(() => document.documentElement.classList.contains('dark'));
      const before = await dark();
      await browser.click(await mark(browser, '.rp-switch-appearance'));
      await until(async () => (await dark()) !== before, 5_000, 'the theme to change');
      const stored = await browser.evaluate(() => localStorage.getItem('rspress-theme-appearance'));
      check(stored === (before ? 'light' : 'dark'), `stored appearance is ${stored}`);
      await openHydrated(browser, `${site}${prefix(lang)}/guide/basic/runtime`);
      check((await dark()) !== before, 'the choice did not survive a reload');
      await browser.evaluate(() => localStorage.removeItem('rspress-theme-appearance'));
    },
  },
  {
    name: 'mobile menu opens with one press and Escape closes it',
    viewport: 'phone',
    async run({ browser, site, lang }) {
      await openHydrated(browser, `${site}${prefix(lang)}/guide/start/`);
      const expanded = () =>
        browser.evaluate(() => document.querySelector('.rp-nav-hamburger')?.getAttribute('aria-expanded'));
      await browser.click(await mark(browser, '.rp-nav-hamburger'));
      await until(async () => (await expanded()) === 'true', 5_000, 'the menu to open');
      const links = () =>
        browser.evaluate(
          () =>
            [...document.querySelectorAll('#__rspress_modal_container a')].filter((a) => a.getClientRects().length)
              .length,
        );
      // The menu's code loads on its first opening (theme/components/NavHamburger): its links follow the press.
      await until(async () => (await links()) > 3, 5_000, 'the open menu to show its links');
      await browser.press('Escape');
      await until(async () => (await expanded()) === 'false', 5_000, 'Escape to close the menu');
    },
  },
  {
    name: 'one Escape closes the outline panel',
    viewport: 'phone',
    async run({ browser, site, lang }) {
      await openHydrated(browser, `${site}${prefix(lang)}/guide/basic/runtime`);
      const expanded = () =>
        browser.evaluate(() => document.querySelector('.rp-sidebar-menu__right')?.getAttribute('aria-expanded'));
      await browser.click(await mark(browser, 'button.rp-sidebar-menu__right'));
      await until(async () => (await expanded()) === 'true', 5_000, 'the outline to open');
      await browser.press('Escape');
      await until(async () => (await expanded()) === 'false', 3_000, 'Escape to close the outline');
    },
  },
  {
    name: 'language menu opens with one click and switches the page',
    viewport: 'desktop',
    async run({ browser, site, lang }) {
      const path = '/guide/start/quick-start';
      await openHydrated(browser, `${site}${prefix(lang)}${path}`);
      await browser.click(await mark(browser, '.mf-nav-menu-popup > button', lang === 'en' ? 'English' : '简体中文'));
      const other = lang === 'en' ? 'zh' : 'en';
      const target = `${prefix(other)}${path}`;
      await until(
        () =>
          browser.evaluate(
            (href) =>
              [...document.querySelectorAll(`.mf-nav-menu-popup a[href="${href}"]`)].some(
                (a) => a.getClientRects().length > 0 && getComputedStyle(a).visibility !== 'hidden',
              ),
            target,
          ),
        5_000,
        'the language menu to show the other language after one click',
      );
      await browser.click(`.mf-nav-menu-popup a[href="${target}"]`);
      await until(
        async () => {
          const [pathname, htmlLang] = await browser.evaluate(() => [location.pathname, document.documentElement.lang]);
          return pathname === target && htmlLang === other;
        },
        10_000,
        `the page to become ${target} in ${other}`,
      );
    },
  },
  {
    name: 'live example loads the remote with one press',
    viewport: 'desktop',
    async run({ browser, site, lang }) {
      await openHydrated(browser, `${site}${prefix(lang)}/guide/start/quick-start`);
      await browser.click(await mark(browser, '.mf-live__button'));
      await until(
        () => browser.evaluate(() => Boolean(document.querySelector('.mf-live-counter'))),
        20_000,
        'the remote counter to render',
      );
      const text = () => browser.evaluate(() => document.querySelector('.mf-live-counter')?.textContent ?? '');
      const before = await text();
      await browser.click('.mf-live-counter');
      await until(async () => (await text()) !== before, 5_000, 'the counter to count');
    },
  },
  {
    name: 'play pressed before the player arrives plays (files 1.5 s late)',
    viewport: 'desktop',
    async run({ browser, slowSite, lang }) {
      await openHydrated(browser, `${slowSite}${prefix(lang)}/blog/announcement`);
      await browser.click(await mark(browser, '.mf-video__play'));
      const state = () =>
        browser.evaluate(() => {
          const video = /** @type {HTMLVideoElement | null} */ (document.querySelector('.mf-video video'));
          return video ? { time: video.currentTime, paused: video.paused, error: video.error?.code ?? 0 } : null;
        });
      try {
        await until(async () => ((await state())?.time ?? 0) > 0.3, 20_000, 'the video to play');
      } catch (error) {
        throw new Error(`${/** @type {Error} */ (error).message}: ${JSON.stringify(await state())}`);
      }
      const now = await state();
      check(now?.paused === false, `the video is paused at ${now?.time}`);
    },
  },
  {
    name: 'code and inline code are set in a monospace font',
    viewport: 'desktop',
    async run({ browser, site, lang }) {
      await openHydrated(browser, `${site}${prefix(lang)}/guide/basic/runtime`);
      const widths = await browser.evaluate(() =>
        ['.rp-doc :not(pre) > code', '.rp-codeblock pre code'].map((selector) => {
          const code = document.querySelector(selector);
          if (!code) return { selector, narrow: 0, wide: 0 };
          const probe = (/** @type {string} */ text) => {
            const span = document.createElement('span');
            span.textContent = text;
            span.style.cssText = 'position:absolute;white-space:pre;visibility:hidden';
            code.append(span);
            const width = span.getBoundingClientRect().width;
            span.remove();
            return width;
          };
          return { selector, narrow: probe('iiiiiiiiii'), wide: probe('MMMMMMMMMM') };
        }),
      );
      const proportional = widths.filter((w) => w.narrow === 0 || Math.abs(w.wide - w.narrow) > 0.5);
      check(proportional.length === 0, `not monospace: ${JSON.stringify(proportional)}`);
    },
  },
  {
    name: 'a first visit by a deep link into the other language lands on the heading, in the reader’s language',
    viewport: 'desktop',
    async run({ browser, site, lang }) {
      const [link, landing] =
        lang === 'zh'
          ? ['/configure/shared#tree-shaking', '/zh/configure/shared#tree-shaking']
          : ['/zh/guide/basic/runtime#loadremote', '/guide/basic/runtime#loadremote'];
      await arrive(browser, site, `${site}${link}`, landing);
    },
  },
  {
    name: 'a first visit by an official-site URL lands on the section that answers it',
    viewport: 'phone',
    async run({ browser, site, lang }) {
      await arrive(
        browser,
        site,
        `${site}/guide/runtime/runtime-api#loadremote`,
        `${prefix(lang)}/guide/basic/runtime#loadremote`,
      );
    },
  },
  {
    name: 'the link in a runtime error opens its entry',
    viewport: 'desktop',
    async run({ browser, site, lang }) {
      const link = await runtimeErrorPath();
      await arrive(browser, site, `${site}${link}`, `${prefix(lang)}${link}`);
    },
  },
  {
    name: 'a mistyped path suggests the page and opens search with its words typed',
    viewport: 'desktop',
    async run({ browser, site, lang }) {
      await openHydrated(browser, `${site}${prefix(lang)}/guide/basic/runtim`);
      const first = `[data-testid="not-found-suggestions"] li:first-child a[href="${prefix(lang)}/guide/basic/runtime"]`;
      await until(() => browser.evaluate((sel) => Boolean(document.querySelector(sel)), first), 10_000, first);
      await browser.click(await mark(browser, '.mf-not-found-help__search'));
      await until(
        () =>
          browser.evaluate(
            () => /** @type {HTMLInputElement | null} */ (document.querySelector('.mf-search__input'))?.value,
          ),
        15_000,
        'the search field to open with the words typed',
      ).then((value) => check(value === 'guide basic runtim', `search opened with “${value}”`));
    },
  },
];
