import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { at, closeBrowser, openPage } from './support/browser';

afterAll(closeBrowser);

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

const AXE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core violations (WCAG 2.2 AA and best practices) inside the video figure, as `rule: targets`. */
async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: AXE });
  return page.evaluate(async () => {
    type Result = { violations: { id: string; nodes: { target: string[] }[] }[] };
    const axe = (window as unknown as { axe: { run: (ctx: unknown, o: unknown) => Promise<Result> } }).axe;
    const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
    const r = await axe.run('.mf-video', { runOnly: { type: 'tag', values: tags } });
    return r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}

/** Width and height of the video frame, to compare with the 16 / 9 reserved before the player exists. */
const frameSize = (page: Page) =>
  page.locator('.mf-video__frame').evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { width: r.width, height: r.height };
  });

describe('given a page that embeds the announcement video', () => {
  it.each(PAGES)('should mount, play to the end and offer replay (%s %s)', async (lang, path) => {
    const { page, errors, close } = await openPage(lang);
    await page.goto(at(path));
    await video(page).waitFor({ state: 'attached' });

    const { width, height } = await frameSize(page);
    expect(Math.abs(height - (width * 9) / 16)).toBeLessThan(1);
    expect(await video(page).evaluate((v: HTMLVideoElement) => ({ volume: v.volume, muted: v.muted }))).toEqual({
      volume: 0.6,
      muted: false,
    });
    await expect(page.locator('.mf-video .xgplayer-volume').getAttribute('data-state')).resolves.toBe('normal');
    const controls = (await player(page).textContent()) ?? '';
    expect(controls).toContain(TEXT[lang].fullscreen);
    expect(controls).not.toContain(TEXT[lang === 'en' ? 'zh' : 'en'].fullscreen);
    expect(await axeViolations(page)).toEqual([]);

    await page.locator('.mf-video .xgplayer-start').click();
    await page.waitForFunction(() => (document.querySelector('.mf-video video') as HTMLVideoElement).currentTime > 0.3);
    await expect(player(page).getAttribute('class')).resolves.toContain('xgplayer-playing');
    // Four times faster to the end of the ~7 s clip.
    await video(page).evaluate((v: HTMLVideoElement) => {
      v.playbackRate = 4;
    });
    const replay = page.locator('.mf-video .xgplayer-replay');
    await replay.waitFor({ state: 'visible', timeout: 10_000 });
    expect(await replay.textContent()).toContain(TEXT[lang].replay);
    await replay.click();
    await replay.waitFor({ state: 'hidden' });
    await page.waitForFunction(() => !(document.querySelector('.mf-video video') as HTMLVideoElement).paused);

    expect(await frameSize(page)).toEqual({ width, height });
    expect(errors).toEqual([]);
    await close();
  });
});

describe('given the video cannot be loaded', () => {
  it.each(['en', 'zh'] as const)(
    'should show xgplayer’s error with a retry control and keep the page working (%s)',
    async (lang) => {
      const prefix = lang === 'zh' ? '/zh' : '';
      const { page, errors, close } = await openPage(lang);
      await page.route(CLIP, (route) => route.abort('failed'));
      await page.goto(at(`${prefix}/blog/announcement`));

      const error = page.locator('.mf-video .xgplayer-error');
      await error.waitFor({ state: 'visible' });
      expect((await page.locator('.mf-video .xgplayer-error-text').textContent())?.trim()).not.toBe('');
      const retry = page.getByRole('button', { name: TEXT[lang].refresh });
      await expect(retry.isVisible()).resolves.toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      // The only errors are the failed request itself.
      expect(errors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);

      // The retry control works from the keyboard once the clip is reachable again.
      await page.unroute(CLIP);
      await retry.focus();
      await page.keyboard.press('Enter');
      await error.waitFor({ state: 'hidden' });
      await page.waitForFunction(() => (document.querySelector('.mf-video video') as HTMLVideoElement).readyState >= 2);

      // The rest of the page still works: client-side navigation to another page.
      await page.locator(`header a[href="${prefix}/configure/"]:visible`).first().click();
      await page.waitForURL((u) => u.pathname === `${prefix}/configure/`);
      await expect(page.locator('h1').first().isVisible()).resolves.toBe(true);
      expect(errors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
      await close();
    },
  );
});

describe('given a playing video and a navigation away', () => {
  it('should destroy the player and stop the media without console errors', async () => {
    const { page, errors, close } = await openPage('en');
    await page.goto(at('/blog/announcement'));
    await page.locator('.mf-video .xgplayer-start').click();
    await page.waitForFunction(() => (document.querySelector('.mf-video video') as HTMLVideoElement).currentTime > 0.3);
    const media = await video(page).elementHandle();

    await page.locator('header a[href="/configure/"]:visible').first().click();
    await page.waitForURL((u) => u.pathname === '/configure/');
    // The old page stays on screen until the new one is ready; then it unmounts.
    await page.locator('.mf-video').waitFor({ state: 'detached' });
    expect(await media?.evaluate((v: HTMLVideoElement) => ({ connected: v.isConnected, paused: v.paused }))).toEqual({
      connected: false,
      paused: true,
    });
    expect(await page.locator('.xgplayer, video').count()).toBe(0);

    // Back again: one fresh player.
    await page.goBack();
    await video(page).waitFor({ state: 'attached' });
    expect(await page.locator('.xgplayer').count()).toBe(1);
    expect(errors).toEqual([]);
    await close();
  });
});

/** The JS and CSS a page fetched whose body mentions xgplayer. */
async function xgplayerFiles(
  lang: 'en' | 'zh',
  path: string,
  hasVideo = false,
): Promise<{ files: string[]; scanned: number }> {
  const { page, close } = await openPage(lang);
  const bodies: Promise<{ url: string; body: string }>[] = [];
  page.on('response', (res) => {
    if (/\.(?:js|css)(?:\?|$)/.test(new URL(res.url()).pathname)) {
      bodies.push(res.text().then((body) => ({ url: res.url(), body })));
    }
  });
  if (hasVideo) {
    // The media element keeps the network busy: wait for the player instead (its JS and CSS come first).
    await page.goto(at(path));
    await page.locator('.mf-video .xgplayer').waitFor({ state: 'attached' });
  } else {
    await page.goto(at(path), { waitUntil: 'networkidle' });
  }
  const all = await Promise.all(bodies);
  await close();
  return { files: all.filter((f) => /xgplayer/i.test(f.body)).map((f) => f.url), scanned: all.length };
}

describe('given pages with and without a video', () => {
  it.each([
    ['en', '/guide/start/quick-start'],
    ['zh', '/zh/guide/basic/runtime'],
  ] as const)('should load no xgplayer JS or CSS on a doc page without video (%s %s)', async (lang, path) => {
    const { files, scanned } = await xgplayerFiles(lang, path);
    expect(scanned).toBeGreaterThan(0);
    expect(files).toEqual([]);
  });

  it('should load xgplayer (so the check above can fail) on the announcement post', async () => {
    const { files } = await xgplayerFiles('en', '/blog/announcement', true);
    expect(files.some((f) => f.endsWith('.css'))).toBe(true);
    expect(files.some((f) => f.endsWith('.js'))).toBe(true);
  });
});

describe('given JavaScript is disabled', () => {
  it.each([
    ['en', '/blog/announcement'],
    ['zh', '/zh/'],
  ] as const)('should show the poster and a link to the clip in a 16:9 frame (%s %s)', async (lang, path) => {
    const { page, close } = await openPage(lang, { javaScriptEnabled: false });
    await page.goto(at(path));
    const link = page.getByRole('link', { name: TEXT[lang].play });
    await expect(link.getAttribute('href')).resolves.toBe('/video/announcement.mp4');
    await expect(link.isVisible()).resolves.toBe(true);
    const poster = page.locator('.mf-video img');
    await expect(poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).resolves.toBe(true);
    const { width, height } = await frameSize(page);
    expect(width).toBeGreaterThan(0);
    expect(Math.abs(height - (width * 9) / 16)).toBeLessThan(1);
    // (axe cannot run without JavaScript; the unit tests check the placeholder with axe.)
    await close();
  });
});
