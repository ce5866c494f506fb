import {
  DESKTOP,
  expect,
  expectDarkTheme,
  gotoHydrated,
  inLang,
  LANGS,
  localeFor,
  MOBILE,
  repeatUnless,
  sidebarOf,
  test,
  UI,
} from './support/fixtures';

/** Page texts: the retry plugin's sidebar entry and its tag (config/sidebar.ts), the frameworks overview's title. */
const PAGE = {
  en: { retry: /Retry plugin/, newTag: 'New', overview: 'Framework guides' },
  zh: { retry: /重试插件/, newTag: '新', overview: '框架指南' },
} as const;

for (const lang of LANGS) {
  const T = UI[lang];
  const P = PAGE[lang];
  test.describe(`given the ${lang} site`, () => {
    test.use(localeFor(lang));

    for (const [name, viewport] of [
      ['desktop', DESKTOP],
      ['mobile', MOBILE],
    ] as const) {
      test.describe(() => {
        test.use({ viewport });
        // The languages take turns: English on a laptop, Chinese on a phone.
        test(
          `should show the SVG "new" tag of the Retry plugin sidebar item, named in the page language (${name})`,
          repeatUnless((lang === 'en') === (viewport === DESKTOP)),
          async ({ page }) => {
            await gotoHydrated(page, inLang(lang, '/plugin/plugins/retry-plugin'));
            if (viewport === MOBILE) await page.getByRole('button', { name: T.menuTitle, exact: true }).click();
            const sidebar = sidebarOf(page);
            const tag = sidebar.getByRole('link', { name: P.retry }).getByRole('img', { name: P.newTag, exact: true });
            await expect(tag).toBeVisible();
            expect(await tag.evaluate((el) => el.tagName.toLowerCase())).toBe('svg');
            await expect(sidebar.locator('svg[role="img"]')).toHaveCount(1);
          },
        );
      });
    }

    test(
      'should number the quick-start steps with a counter on each step heading',
      repeatUnless(lang === 'en'),
      async ({ page }) => {
        await page.goto(inLang(lang, '/guide/start/quick-start'));
        // Rspress's Steps container has no role; `.rp-steps` is its public class.
        const steps = page.locator('.rp-steps').first();
        const headings = steps.locator(':scope > h3');
        await expect(headings).toHaveCount(4);
        const styles = await headings.evaluateAll((hs) =>
          hs.map((h) => [getComputedStyle(h, '::before').content, getComputedStyle(h).counterIncrement]),
        );
        for (const [content, increment] of styles) {
          expect(content).toBe('counter(step)');
          expect(increment).toBe('step 1');
        }
        await expect(steps).toHaveCSS('counter-reset', 'step 0');
      },
    );

    test.describe(() => {
      test.use({ viewport: DESKTOP });
      test(
        'should indent depth-3 outline entries and not depth-2 ones; a click sets the hash and lands the heading 72 px down',
        repeatUnless(lang === 'zh'),
        async ({ page }) => {
          await gotoHydrated(page, inLang(lang, '/guide/start/quick-start'));
          const outline = page.getByRole('complementary').getByRole('navigation');
          const link2 = outline.locator('a[href="#create-the-producer"]');
          const link3 = outline.locator('a[href="#producer-create-the-project"]');
          const pad = (l: typeof link2) => l.evaluate((el) => Number.parseFloat(getComputedStyle(el).paddingLeft));
          expect(await pad(link2)).toBe(0);
          expect(await pad(link3)).toBeGreaterThanOrEqual(12);
          await link3.click();
          await expect(page).toHaveURL(/#producer-create-the-project$/);
          await expect
            .poll(() =>
              page.evaluate(() => document.getElementById('producer-create-the-project')?.getBoundingClientRect().top),
            )
            .toBeCloseTo(72, 0);
        },
      );

      test(
        'should remember the install-tab choice across pages and tabs',
        repeatUnless(lang === 'en'),
        async ({ page, context }) => {
          test.slow(); // three page loads in two tabs
          await gotoHydrated(page, inLang(lang, '/guide/start/quick-start'));
          const selected = (p: typeof page) => p.getByRole('tablist').first().getByRole('tab', { selected: true });
          // The managers in order, each with its own command.
          await expect(page.getByRole('tablist').first().getByRole('tab')).toHaveText(['npm', 'yarn', 'pnpm', 'bun']);
          await page.getByRole('tablist').first().getByRole('tab', { name: 'yarn' }).click();
          await expect(page.getByRole('tabpanel').first().locator('code')).toHaveText(/^yarn add /);
          await page.getByRole('tablist').first().getByRole('tab', { name: 'pnpm' }).click();
          await expect(selected(page)).toHaveText('pnpm');
          // Every tab group on the page follows.
          const groups = await page.getByRole('tablist').count();
          await expect(page.getByRole('tab', { selected: true })).toHaveText(Array(groups).fill('pnpm'));
          await gotoHydrated(page, inLang(lang, '/guide/start/setting-up-env'));
          await expect(selected(page)).toHaveText('pnpm');
          const other = await context.newPage();
          await other.bringToFront();
          await gotoHydrated(other, inLang(lang, '/plugin/plugins/retry-plugin'));
          await expect(selected(other)).toHaveText('pnpm');
          // Chromium throttles a background tab; look at each tab as a visitor switching to it would.
          // The labels are an ARIA tablist: arrow keys move the choice, which is remembered too.
          const tabs = other.getByRole('tablist').first();
          await tabs.getByRole('tab', { name: 'pnpm' }).focus();
          await other.keyboard.press('ArrowLeft');
          await expect(tabs.getByRole('tab', { name: 'yarn' })).toHaveAttribute('aria-selected', 'true');
          await expect(tabs.getByRole('tab', { name: 'yarn' })).toBeFocused();
          await page.bringToFront();
          await expect(selected(page)).toHaveText('yarn');
          // A change in one tab reaches the other open tab.
          await other.bringToFront();
          await tabs.getByRole('tab', { name: 'bun' }).click();
          await page.bringToFront();
          await expect(selected(page)).toHaveText('bun');
        },
      );

      test(
        'should list the framework groups with their pages and level-2 headers under the overview prose',
        repeatUnless(lang === 'zh'),
        async ({ page }) => {
          await gotoHydrated(page, inLang(lang, '/practice/frameworks/'));
          await expect(page.getByRole('heading', { level: 1 })).toContainText(P.overview);
          // The page's own prose stays.
          await expect(page.locator('#available-guides')).toHaveCount(1);
          // Each sidebar group below the page gets an h2 followed by its pages and their h2 headers
          // (`.rp-overview-group` is the public class of Rspress's overview groups, which have no role).
          for (const name of ['React', 'Modern.js', 'Next.js', 'Angular']) {
            const heading = page.getByRole('heading', { level: 2, name, exact: true });
            await expect(heading, name).toHaveCount(1);
            expect(
              await heading.evaluate((h) => h.nextElementSibling?.classList.contains('rp-overview-group')),
              name,
            ).toBe(true);
          }
          const react = page.locator('h2#react + .rp-overview-group');
          await expect(react.locator(`a[href="${inLang(lang, '/practice/frameworks/react/')}"]`)).toHaveCount(1);
          await expect(react.locator('a[href$="/practice/frameworks/react/#install"]')).toHaveCount(1);
          // The groups come after the page's own prose.
          const order = await page.evaluate(() => {
            const prose = document.querySelector('.rp-overview p');
            const group = document.querySelector('.rp-overview-group');
            return prose && group ? prose.compareDocumentPosition(group) & Node.DOCUMENT_POSITION_FOLLOWING : 0;
          });
          expect(order).toBeGreaterThan(0);
        },
      );
    });

    test.describe(() => {
      test.use({ viewport: DESKTOP, colorScheme: 'light' });
      test(
        'should keep the theme in step across two tabs',
        repeatUnless(lang === 'zh'),
        async ({ page: a, context }) => {
          test.slow(); // two tabs, each loaded and hydrated
          await gotoHydrated(a, inLang(lang, '/guide/start/quick-start'));
          const b = await context.newPage();
          await gotoHydrated(b, inLang(lang, '/'));
          await expectDarkTheme(b, false);
          // Chromium throttles a background tab; look at each tab as a visitor switching to it would.
          for (const dark of [true, false]) {
            await a.bringToFront();
            const name = T[dark ? 'appearance.toggleToDarkAccessibleLabel' : 'appearance.toggleToLightAccessibleLabel'];
            await a.getByRole('button', { name }).filter({ visible: true }).click();
            await b.bringToFront();
            await expectDarkTheme(b, dark);
          }
        },
      );
    });
  });
}

test.describe('given the locale redirect (auto)', () => {
  test.describe(() => {
    test.use(localeFor('zh'));
    test('should send a first-time Chinese browser from / to /zh/ once and remember the visit', async ({ page }) => {
      await page.goto('/');
      await expect(page).toHaveURL(/\/zh\/?$/);
      await expect.poll(() => page.evaluate(() => localStorage.getItem('rspress-visited'))).not.toBeNull();
      await gotoHydrated(page, '/');
      // A redirect would start loading the Chinese page's chunks: wait until the network is quiet.
      await page.waitForLoadState('networkidle');
      expect(new URL(page.url()).pathname).toBe('/');
    });
  });

  test('should leave a first-time English browser on /', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).pathname).toBe('/');
  });
});
