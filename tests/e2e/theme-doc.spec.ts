import type { Page } from '@playwright/test';
import {
  DESKTOP,
  expect,
  expectDarkTheme,
  gotoHydrated,
  inLang,
  type Lang,
  localeFor,
  MOBILE,
  sidebarOf,
  test,
  UI,
} from './support/fixtures';

const DOC = '/guide/start/quick-start';
const PRACTICE = '/practice/overview';
/** Sidebar group names of the practice section (config/sidebar.ts). */
const GROUP = { en: { frameworks: 'Frameworks', react: 'React' }, zh: { frameworks: '框架', react: 'React' } } as const;

/** Route chunks hold each page's data; delaying or failing them delays or fails a client-side navigation. */
const ROUTE_CHUNKS = '**/static/js/async/*.js'; // route chunks and route-table shards (lazyRoutes)

const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).first();

// The mechanics run once, in English; the Chinese names are checked in translated-names.spec.ts.
for (const lang of ['en'] as Lang[]) {
  const T = UI[lang];
  const G = GROUP[lang];

  test.describe(`given a ${lang} doc page at 1280×800`, () => {
    test.use({ ...localeFor(lang), viewport: DESKTOP });

    test.describe(() => {
      test.use({ permissions: ['clipboard-read', 'clipboard-write'] });
      test('should name the code-block buttons, toggle wrapping (aria-pressed) and show Copied for 2 s', async ({
        page,
      }) => {
        // Playwright's clock runs the page's timers, so the 2 s are measured without waiting them out. It is
        // paused once the page is ready: an installed clock otherwise keeps flowing in real time, and a slow
        // machine spends more than the 2 s between the click and the checks.
        await page.clock.install();
        await gotoHydrated(page, inLang(lang, DOC));
        await page.clock.pauseAt(Date.now() + 5_000);
        // Rspress's code block has no role of its own; `.rp-codeblock` is its public class.
        const block = page.locator('.rp-codeblock').filter({ visible: true }).first();
        await block.scrollIntoViewIfNeeded();
        const wrap = block.getByRole('button', { name: T['codeBlock.wrapAccessibleLabel'] });
        const before = await wrap.getAttribute('aria-pressed');
        await wrap.click();
        await expect(wrap).toHaveAttribute('aria-pressed', before === 'true' ? 'false' : 'true');
        await expect(block.locator('.rp-codeblock__content--wrap-code')).toHaveCount(before === 'true' ? 0 : 1);

        await block.getByRole('button', { name: T['codeBlock.copyAccessibleLabel'] }).click();
        const copied = block.getByRole('button', { name: T['codeBlock.copiedAccessibleLabel'] });
        await expect(copied).toBeVisible();
        await expect(block.getByRole('status')).toHaveText(T['codeBlock.copiedAccessibleLabel']);
        const clip = await page.evaluate(() => navigator.clipboard.readText());
        expect(clip.trim().length).toBeGreaterThan(0);
        expect(((await block.locator('pre').textContent()) ?? '').trim()).toContain(clip.trim().split('\n')[0]);
        await page.clock.runFor(1500);
        await expect(copied).toHaveCount(1);
        await page.clock.runFor(600);
        await expect(block.getByRole('button', { name: T['codeBlock.copyAccessibleLabel'] })).toBeVisible();
        await expect(block.getByRole('status')).toHaveText('');
      });
    });

    test.describe(() => {
      test.use({ permissions: ['clipboard-read', 'clipboard-write'] });
      test('should copy the page as Markdown: its heading and text, with the values the page shows', async ({
        page,
      }) => {
        await gotoHydrated(page, inLang(lang, DOC));
        await page.getByRole('button', { name: T.copyMarkdownText }).click();
        // The button turns to its success state once the clipboard holds the copy.
        await expect(page.locator('.rp-llms-copy-button--success')).toHaveCount(1);
        const clip = await page.evaluate(() => navigator.clipboard.readText());
        expect(clip).toMatch(/^> .*https:\/\/module-federation\.io\/guide\/start\/quick-start\b/);
        expect(clip).toContain('\n# Quick start\n');
        // The default the page shows inline (`<OptionDefault>`), as a value linking to the option's copy.
        expect(clip).toMatch(/`false`\]\(https:\/\/module-federation\.io\/configure\/shared\.md#singleton\)/);
        expect(clip).not.toContain('<OptionDefault');
      });
    });

    test('should show highlighted code after a client-side navigation (blocks arrive as HTML strings)', async ({
      page,
    }) => {
      await gotoHydrated(page, inLang(lang, DOC));
      await sidebarOf(page)
        .getByRole('link', { name: lang === 'zh' ? '运行时 API' : 'Runtime API', exact: true })
        .click();
      await expect(page).toHaveURL(/\/guide\/basic\/runtime$/);
      // The page's first fenced block (the install tabs before it are highlighted in the browser): one span
      // per line, and tokens in colours other than the line's (with plugins/staticCodeBlocks.ts a class
      // per coloured token, handed over as HTML; without it Shiki's inline colours).
      const line = page.locator('pre.shiki').filter({ hasText: 'function init(' }).first().locator('code > .line');
      await expect(line.first()).toHaveText('function init(options: UserOptions): ModuleFederation;');
      const coloured = () =>
        line.first().evaluate((el) => {
          const own = getComputedStyle(el).color;
          return [...el.querySelectorAll('span')].filter((s) => getComputedStyle(s).color !== own).length;
        });
      await expect.poll(coloured).toBeGreaterThan(0);
      // Each kind of token in its own colour, Shiki's variable for it (the patch's classes and Shiki's inline
      // styles both use them): a keyword, a string and a function name, which swapped rules would give each
      // other's colour.
      const colours = await page.evaluate(() => {
        const pre = document.querySelector('pre.shiki');
        const probe = (variable: string) => {
          const span = document.createElement('span');
          span.style.color = `var(${variable})`;
          pre?.append(span);
          const colour = getComputedStyle(span).color;
          span.remove();
          return colour;
        };
        const token = (text: string) => {
          const span = [...document.querySelectorAll('pre.shiki .line span')].find(
            (s) => s.textContent?.trim() === text,
          );
          return span ? getComputedStyle(span).color : `no token ${text}`;
        };
        return [
          [token('function'), probe('--shiki-token-keyword')],
          [token("'@module-federation/enhanced/runtime'"), probe('--shiki-token-string-expression')],
          [token('init'), probe('--shiki-token-function')],
        ];
      });
      expect(
        colours.map(([shown]) => shown),
        'keyword, string, function name',
      ).toEqual(colours.map(([, own]) => own));
      expect(new Set(colours.map(([, own]) => own)).size, 'three colours').toBe(3);
    });

    test('should show the scroll-to-top button only once scrolled, and scroll smoothly to the top', async ({
      page,
    }) => {
      await gotoHydrated(page, inLang(lang, DOC));
      const top = page.getByRole('button', { name: T.scrollToTopText });
      await expect(top).toHaveCount(0);
      await page.evaluate(() => window.scrollTo(0, 2000));
      await expect(top).toBeVisible();
      // Smooth: the page passes through positions between 2000 and 0 on its way up (a jump would report 0
      // at once). Recorded in the page, so a slow machine's delay between the click and a check cannot
      // miss the way up, as reading scrollY a frame after the click once did.
      await page.evaluate(() => {
        const seen: number[] = [];
        (window as unknown as { mfScrolls: number[] }).mfScrolls = seen;
        window.addEventListener('scroll', () => seen.push(window.scrollY), { passive: true });
      });
      await top.click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      const positions = await page.evaluate(() => (window as unknown as { mfScrolls: number[] }).mfScrolls);
      expect(positions.some((y) => y > 0 && y < 2000)).toBe(true);
      await expect(top).toHaveCount(0);
    });

    test('should make sidebar groups buttons with aria-expanded that open and close', async ({ page }) => {
      await gotoHydrated(page, inLang(lang, PRACTICE));
      const sidebar = sidebarOf(page);
      const group = sidebar.getByRole('button', { name: G.frameworks, exact: true });
      const react = sidebar.getByRole('button', { name: G.react, exact: true });
      const isInert = () => react.evaluate((b) => b.closest('[inert]') !== null);
      await expect(group).toHaveAttribute('aria-expanded', 'false');
      // Collapsed content is inert: its links and buttons are out of the tab order and the accessibility tree.
      expect(await isInert()).toBe(true);
      await group.click();
      await expect(group).toHaveAttribute('aria-expanded', 'true');
      await expect(react).toHaveAttribute('aria-expanded', 'false');
      await expect.poll(isInert).toBe(false);
      await group.click();
      await expect(group).toHaveAttribute('aria-expanded', 'false');
    });

    test.describe(() => {
      test.use({ viewport: { width: 1280, height: 500 } });
      test('should open the group of the current page by itself and scroll its active item into view', async ({
        page,
      }) => {
        await gotoHydrated(page, inLang(lang, '/practice/frameworks/angular/splitting-to-mf-part2'));
        const sidebar = sidebarOf(page);
        await expect(sidebar.getByRole('button', { name: G.frameworks, exact: true })).toHaveAttribute(
          'aria-expanded',
          'true',
        );
        await expect(sidebar.getByRole('button', { name: 'Angular', exact: true })).toHaveAttribute(
          'aria-expanded',
          'true',
        );
        // The active item has no ARIA state upstream; `--active` is its public BEM modifier.
        const active = sidebar.locator('.rp-sidebar-item--active');
        await expect
          .poll(async () => {
            const [box, item] = await Promise.all([sidebar.boundingBox(), active.boundingBox()]);
            return Boolean(item && box && item.y >= box.y && item.y + item.height <= box.y + box.height);
          })
          .toBe(true);
      });
    });
  });

  test.describe(`given a ${lang} doc page at 375×812`, () => {
    test.use({ ...localeFor(lang), viewport: MOBILE });

    test('should mark the sidebar button expanded, lock body scroll while open, and close it on route change', async ({
      page,
    }) => {
      await gotoHydrated(page, inLang(lang, DOC));
      const menu = page.getByRole('button', { name: T.menuTitle, exact: true });
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await expect(menu).toHaveAttribute('aria-controls', 'mf-sidebar');
      await menu.click();
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
      const before = await h1(page).textContent();
      const target = page
        .locator('#mf-sidebar')
        .getByRole('link')
        .filter({ hasNot: page.locator('.rp-sidebar-item--active') })
        .nth(3);
      await target.click();
      await expect(h1(page)).not.toHaveText(before ?? '');
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
      await expect(page.locator('#mf-sidebar')).not.toBeInViewport();
    });

    test('should mark the outline button expanded while the outline is open', async ({ page }) => {
      await gotoHydrated(page, inLang(lang, DOC));
      // Its name is the heading scrolled to, which changes; `rp-sidebar-menu__right` is upstream's class.
      const outline = page.locator('button.rp-sidebar-menu__right');
      await expect(outline).toHaveAttribute('aria-expanded', 'false');
      await outline.click();
      await expect(outline).toHaveAttribute('aria-expanded', 'true');
      await expect(outline).toHaveAttribute('aria-controls', 'mf-outline');
    });

    // Issue 25: upstream closes the phone panels only on a click outside them.
    test('should close the open outline with one Escape, the focus on a heading link in it, and refocus its button', async ({
      page,
    }) => {
      await gotoHydrated(page, inLang(lang, DOC));
      const outline = page.locator('button.rp-sidebar-menu__right');
      await outline.click();
      await expect(outline).toHaveAttribute('aria-expanded', 'true');
      await page.locator('#mf-outline a').first().focus();
      await page.keyboard.press('Escape');
      await expect(outline).toHaveAttribute('aria-expanded', 'false');
      await expect(outline).toBeFocused();
    });

    test('should close the open sidebar with one Escape and refocus the menu button', async ({ page }) => {
      await gotoHydrated(page, inLang(lang, DOC));
      const menu = page.getByRole('button', { name: T.menuTitle, exact: true });
      await menu.click();
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Escape');
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await expect(menu).toBeFocused();
      await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    });
  });

  test.describe(`given a ${lang} route change`, () => {
    test.use(localeFor(lang));

    /** Records whether the progress bar ever appeared. */
    const watchProgress = (page: Page) =>
      page.evaluate(() => {
        (window as unknown as { mfBarSeen: boolean }).mfBarSeen = false;
        new MutationObserver(() => {
          if (document.querySelector('[role="progressbar"]'))
            (window as unknown as { mfBarSeen: boolean }).mfBarSeen = true;
        }).observe(document.body, { childList: true, subtree: true });
      });
    const barSeen = (page: Page) => page.evaluate(() => (window as unknown as { mfBarSeen: boolean }).mfBarSeen);
    const nextLink = (page: Page) => sidebarOf(page).getByRole('link').last();

    test('should show no progress bar when the page data loads at once (preloaded on hover)', async ({ page }) => {
      await page.clock.install();
      await gotoHydrated(page, inLang(lang, DOC));
      // Hovering preloads the target's chunk, so the click's data load is instant (well under 200 ms)
      // however busy the test machine is.
      await nextLink(page).hover();
      await page.waitForLoadState('networkidle');
      await watchProgress(page);
      const before = await h1(page).textContent();
      await nextLink(page).click();
      await expect(h1(page)).not.toHaveText(before ?? '');
      // Run any timer the click left behind: a 200 ms progress timer must have been cleared.
      await page.clock.runFor(1000);
      expect(await barSeen(page)).toBe(false);
    });

    // The bar after 200 ms of waiting, named and then removed: depth.spec.ts (a reader on a slow connection).

    test('should log a failed page-data load, stay on the current page, keep it usable and not leave the bar', async ({
      page,
      pageErrors,
    }) => {
      await page.clock.install();
      await gotoHydrated(page, inLang(lang, DOC));
      await page.route(ROUTE_CHUNKS, (route) => route.abort());
      const url = page.url();
      const before = await h1(page).textContent();
      await nextLink(page).click();
      await expect.poll(() => pageErrors.some((e) => e.includes('Could not load the page data'))).toBe(true);
      // Run any timer the failure left behind: no progress bar may show up later.
      await page.clock.runFor(1000);
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      expect(page.url()).toBe(url);
      await expect(h1(page)).toHaveText(before ?? '');
      expect(pageErrors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
      // Still usable: the theme toggle works and, with the network back, navigation to another page too
      // (Rspress keeps the failed chunk's rejected import, so that one page needs a reload).
      await page
        .getByRole('button', { name: T['appearance.toggleToDarkAccessibleLabel'] })
        .filter({ visible: true })
        .click();
      await expectDarkTheme(page, true);
      await page.unroute(ROUTE_CHUNKS);
      await sidebarOf(page).getByRole('link').first().click();
      await expect(h1(page)).not.toHaveText(before ?? '');
    });
  });
}
