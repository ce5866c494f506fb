import type { Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { DESKTOP, expect, gotoHydrated, inLang, localeFor, MOBILE, repeatUnless, test } from './support/fixtures';

const CLIP = /\/video\/announcement\.mp4$/;

/**
 * Texts that prove which language xgplayer's interface is in (xgplayer/es/lang/en.js, zh-cn.js), and
 * our own play link's name (theme/i18n).
 */
const TEXT = {
  en: {
    fullscreen: 'Fullscreen',
    replay: 'Replay',
    refresh: 'Refresh',
    play: 'Play the video “Module Federation 2.0 at a glance”',
  },
  zh: { fullscreen: '进入全屏', replay: '重播', refresh: '刷新', play: '播放视频“Module Federation 2.0 速览”' },
} as const;

const PAGES = [
  ['en', '/'],
  ['zh', '/zh/'],
  ['en', '/blog/announcement'],
  ['zh', '/zh/blog/announcement'],
] as const;

// xgplayer's controls are custom elements without roles, so these locators use its class names.
const player = (page: Page) => page.locator('.mf-video .xgplayer');
const video = (page: Page) => page.locator('.mf-video video');
const frame = (page: Page) => page.locator('.mf-video__frame');

/** Width and height of the video frame, to compare with the 16 / 9 reserved before the player exists. */
const frameSize = (page: Page) =>
  frame(page).evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { width: r.width, height: r.height };
  });

/**
 * The visitor points at the video: the player loads (the page does not load it by itself). A pointer
 * that arrives before hydration is not seen, so the pointer leaves and comes back until it is.
 */
async function reachForVideo(page: Page) {
  await expect(async () => {
    await page.mouse.move(0, 0);
    await frame(page).hover();
    await expect(video(page)).toBeAttached({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/** Requests for xgplayer's JS and CSS: files whose body contains xgplayer's start control. */
function watchXgplayer(page: Page): { urls: string[] } {
  const seen = { urls: [] as string[] };
  page.on('response', async (res) => {
    if (!/\.(?:js|css)(?:\?|$)/.test(new URL(res.url()).pathname)) return;
    const body = await res.text().catch(() => '');
    if (body.includes('xgplayer-start')) seen.urls.push(res.url());
  });
  return seen;
}

// The lean tier plays the clip on the Chinese home page (the mechanics, and xgplayer's Chinese texts);
// the other embeds are repeats.
for (const [lang, path] of PAGES) {
  test.describe(`given ${path} (${lang}), which embeds the announcement video`, repeatUnless(path === '/zh/'), () => {
    test.use(localeFor(lang));

    test('should mount, play to the end and offer replay', async ({ page, pageErrors }) => {
      await page.goto(path);
      await reachForVideo(page);

      const { width, height } = await frameSize(page);
      expect(Math.abs(height - (width * 9) / 16)).toBeLessThan(1);
      expect(await video(page).evaluate((v: HTMLVideoElement) => ({ volume: v.volume, muted: v.muted }))).toEqual({
        volume: 0.6,
        muted: false,
      });
      await expect(page.locator('.mf-video .xgplayer-volume')).toHaveAttribute('data-state', 'normal');
      await expect(player(page)).toContainText(TEXT[lang].fullscreen);
      await expect(player(page)).not.toContainText(TEXT[lang === 'en' ? 'zh' : 'en'].fullscreen);
      expect(await seriousViolations(page, '.mf-video')).toEqual([]);

      await page.locator('.mf-video .xgplayer-start').click();
      await expect.poll(() => video(page).evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0.3);
      await expect(player(page)).toHaveClass(/xgplayer-playing/);
      // Four times faster to the end of the ~7 s clip.
      await video(page).evaluate((v: HTMLVideoElement) => {
        v.playbackRate = 4;
      });
      const replay = page.locator('.mf-video .xgplayer-replay');
      await expect(replay).toBeVisible({ timeout: 10_000 });
      await expect(replay).toContainText(TEXT[lang].replay);
      // Back to normal speed, so the replay lasts the whole clip: at 4× a loaded machine saw it end again
      // (and the replay control come back) before the assertion below first looked.
      await video(page).evaluate((v: HTMLVideoElement) => {
        v.playbackRate = 1;
      });
      await replay.click();
      await expect(replay).toBeHidden();
      await expect.poll(() => video(page).evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);

      expect(await frameSize(page)).toEqual({ width, height });
      expect(pageErrors).toEqual([]);
    });
  });
}

test.describe('given the video cannot be loaded', () => {
  for (const lang of ['en', 'zh'] as const) {
    test.describe(lang, repeatUnless(lang === 'en'), () => {
      test.use(localeFor(lang));

      test('should show xgplayer’s error with a retry control and keep the page working', async ({
        page,
        pageErrors,
      }) => {
        const prefix = lang === 'zh' ? '/zh' : '';
        await page.route(CLIP, (route) => route.abort('failed'));
        await page.goto(`${prefix}/blog/announcement`);
        await reachForVideo(page);

        const error = page.locator('.mf-video .xgplayer-error');
        await expect(error).toBeVisible();
        await expect(page.locator('.mf-video .xgplayer-error-text')).not.toHaveText(/^\s*$/);
        const retry = page.getByRole('button', { name: TEXT[lang].refresh });
        await expect(retry).toBeVisible();
        expect(await seriousViolations(page, '.mf-video')).toEqual([]);
        // The only errors are the failed request itself.
        const unexpected = () => pageErrors.filter((e) => !e.includes('Failed to load resource'));
        expect(unexpected()).toEqual([]);

        // The retry control works from the keyboard once the clip is reachable again.
        await page.unroute(CLIP);
        await retry.focus();
        await page.keyboard.press('Enter');
        await expect(error).toBeHidden();
        await expect
          .poll(() => video(page).evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 15_000 })
          .toBeGreaterThanOrEqual(2);

        // The rest of the page still works: client-side navigation to another page.
        await page.locator(`header a[href="${prefix}/configure/"]:visible`).first().click();
        await expect(page).toHaveURL((u) => u.pathname === `${prefix}/configure/`);
        await expect(page.locator('h1').first()).toBeVisible();
        expect(unexpected()).toEqual([]);
      });
    });
  }
});

test('should destroy a playing player on navigation away and make a fresh one on return', async ({
  page,
  pageErrors,
}) => {
  await page.goto('/blog/announcement');
  await reachForVideo(page);
  await page.locator('.mf-video .xgplayer-start').click();
  await expect.poll(() => video(page).evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0.3);
  const media = await video(page).elementHandle();

  await page.locator('header a[href="/configure/"]:visible').first().click();
  await expect(page).toHaveURL((u) => u.pathname === '/configure/');
  // The old page stays on screen until the new one is ready; then it unmounts.
  await expect(page.locator('.mf-video')).toHaveCount(0);
  expect(await media?.evaluate((v: HTMLVideoElement) => ({ connected: v.isConnected, paused: v.paused }))).toEqual({
    connected: false,
    paused: true,
  });
  await expect(page.locator('.xgplayer, video')).toHaveCount(0);

  // Back again: one fresh player once the visitor reaches for it.
  await page.goBack();
  await reachForVideo(page);
  await expect(page.locator('.xgplayer')).toHaveCount(1);
  expect(pageErrors).toEqual([]);
});

test.describe('given pages with and without a video', () => {
  for (const [lang, path] of [
    ['en', '/guide/start/quick-start'],
    ['zh', '/zh/guide/basic/runtime'],
  ] as const) {
    test.describe(`${path} (${lang})`, repeatUnless(lang === 'en'), () => {
      test.use(localeFor(lang));
      test('should load no xgplayer JS or CSS on a doc page without video', async ({ page }) => {
        const xgplayer = watchXgplayer(page);
        let scripts = 0;
        page.on('response', (res) => {
          if (new URL(res.url()).pathname.endsWith('.js')) scripts += 1;
        });
        await page.goto(path, { waitUntil: 'networkidle' });
        await page.mouse.wheel(0, 4000);
        await page.waitForLoadState('networkidle');
        expect(scripts).toBeGreaterThan(0);
        expect(xgplayer.urls).toEqual([]);
      });
    });
  }
});

test.describe('given the home page before any interaction', () => {
  for (const viewport of [DESKTOP, MOBILE]) {
    test.describe(`${viewport.width} px`, () => {
      test.use({ viewport });

      // Lean: scrolling on a phone, pointing on a laptop.
      test(
        'should not request xgplayer at load, and request its JS and CSS once the visitor scrolls near',
        repeatUnless(viewport === MOBILE),
        async ({ page }) => {
          const xgplayer = watchXgplayer(page);
          await page.goto('/', { waitUntil: 'networkidle' });
          // Poster and play control are prerendered and the frame already has its final height.
          await expect(page.getByRole('link', { name: TEXT.en.play })).toBeVisible();
          await expect(page.locator('.mf-video__poster')).toBeVisible();
          const before = await frameSize(page);
          expect(xgplayer.urls).toEqual([]);
          await expect(player(page)).toHaveCount(0);

          await page.mouse.move(0, 0);
          await page.mouse.wheel(0, 300);
          await expect(player(page)).toBeAttached();
          await expect.poll(() => xgplayer.urls.filter((u) => u.endsWith('.css')).length).toBe(1);
          await expect.poll(() => xgplayer.urls.filter((u) => u.endsWith('.js')).length).toBeGreaterThan(0);
          expect(await frameSize(page)).toEqual(before);
        },
      );

      test(
        'should request xgplayer as soon as the visitor points at the video',
        repeatUnless(viewport === DESKTOP),
        async ({ page }) => {
          const xgplayer = watchXgplayer(page);
          // Hydrated first: a pointer that arrives before React has attached the listener is not seen.
          await gotoHydrated(page, '/');
          await page.waitForLoadState('networkidle');
          expect(xgplayer.urls).toEqual([]);
          await reachForVideo(page);
          await expect(player(page)).toBeAttached();
          await expect.poll(() => xgplayer.urls.length).toBeGreaterThan(0);
        },
      );
    });
  }
});

test.describe('given JavaScript is disabled', () => {
  for (const [lang, path] of [
    ['en', '/blog/announcement'],
    ['zh', '/zh/'],
  ] as const) {
    test.describe(`${path} (${lang})`, repeatUnless(lang === 'en'), () => {
      test.use({ ...localeFor(lang), javaScriptEnabled: false });

      test('should show the poster and a link to the clip in a 16:9 frame', async ({ page }) => {
        await page.goto(path);
        const link = page.getByRole('link', { name: TEXT[lang].play });
        await expect(link).toHaveAttribute('href', '/video/announcement.mp4');
        await expect(link).toBeVisible();
        const poster = page.locator('.mf-video img');
        await expect
          .poll(() => poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
          .toBe(true);
        const { width, height } = await frameSize(page);
        expect(width).toBeGreaterThan(0);
        expect(Math.abs(height - (width * 9) / 16)).toBeLessThan(1);
        // (axe cannot run without JavaScript; the unit tests check the placeholder with axe.)
      });
    });
  }
});

/**
 * Delays every response that carries xgplayer's code or CSS by `ms`, as a slow network would: the
 * route fetches the file, recognises xgplayer by its start control's class, and holds it back.
 */
async function delayXgplayer(page: Page, ms: number) {
  await page.route(/\.(?:js|css)(?:\?|$)/, async (route) => {
    const response = await route.fetch();
    const body = await response.body();
    if (body.includes('xgplayer-start')) await new Promise((resolve) => setTimeout(resolve, ms));
    await route.fulfill({ response, body });
  });
}

/** The video plays: unpaused and past its first frames. */
async function expectPlaying(page: Page) {
  await expect
    .poll(() => video(page).evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 })
    .toBeGreaterThan(0.3);
  expect(await video(page).evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
}

test.describe('given the video is in view at load and the player is not loaded yet (issue 25)', () => {
  for (const lang of ['en', 'zh'] as const) {
    test.describe(lang, repeatUnless(lang === 'en'), () => {
      test.use(localeFor(lang));
      const path = inLang(lang, '/blog/announcement');

      test('should play after one press on the prerendered play control', async ({ page, pageErrors }) => {
        await gotoHydrated(page, path);
        await expect(player(page)).toHaveCount(0);
        await page.getByRole('link', { name: TEXT[lang].play }).click();
        await expectPlaying(page);
        await expect(player(page)).toHaveClass(/xgplayer-playing/);
        expect(pageErrors).toEqual([]);
      });

      test('should play after one press even when the player’s files arrive 1.5 s late', async ({
        page,
        pageErrors,
      }) => {
        await delayXgplayer(page, 1_500);
        await gotoHydrated(page, path);
        await page.getByRole('link', { name: TEXT[lang].play }).click();
        // The press lands while the player is still on its way.
        await expect(player(page)).toHaveCount(0);
        await expectPlaying(page);
        expect(pageErrors).toEqual([]);
      });
    });
  }
});
