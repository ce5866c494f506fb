import { describe, expect, it } from 'vitest';
import {
  buildPlayerConfig,
  resolveSettings,
  toCssAspectRatio,
  VIDEO_DEFAULTS,
  xgLang,
} from '../../../components/Video/playerConfig';

const el = {} as HTMLElement;
const base = { el, src: '/video/a.mp4', poster: '/video/a.jpg', lang: 'en' as const };

describe('given the SPEC §9 player constants', () => {
  it('should set each of them explicitly in the xgplayer config', () => {
    const config = buildPlayerConfig(base);
    expect(config).toMatchObject({
      inactive: 3000,
      minWaitDelay: 200,
      volume: { default: 0.6, miniVolume: 0.2 },
      prompt: { interval: 3000 },
      screenShot: { quality: 0.92, type: 'image/png', format: '.png', width: 600, height: 337, name: 'screenshot' },
      progresspreview: { width: 160, height: 90, miniWidth: 6 },
      waitingTimeoutJump: { useWaitingTimeoutJump: false, waitingTime: 15, jumpSize: 2, jumpCntMax: 4 },
      testspeed: { openSpeed: false, testCnt: 3, loadSize: 204800, testTimeStep: 3000, saveSpeedMax: 5 },
    });
  });

  it('should keep screenshot, rotate and thumbnails off unless asked for', () => {
    const config = buildPlayerConfig(base);
    expect(config.screenShot).toMatchObject({ disable: true });
    expect(config.rotate).toMatchObject({ disable: true, clockwise: false });
    expect(config).not.toHaveProperty('thumbnail');
  });

  it('should turn them on from props, with thumbnails shown at 160×90', () => {
    const sprite = { urls: ['/video/sprite.jpg'], pic_num: 20, col: 5, row: 4 };
    const config = buildPlayerConfig({ ...base, screenshot: true, rotate: true, thumbnails: sprite });
    expect(config.screenShot).toMatchObject({ disable: false, quality: 0.92 });
    expect(config.rotate).toMatchObject({ disable: false });
    expect(config.thumbnail).toEqual({ ...sprite, width: 160, height: 90 });
  });
});

describe('given author settings', () => {
  it('should override one value and keep the rest of its group', () => {
    const s = resolveSettings({ speedTest: { enabled: true, url: '/probe.bin' }, volume: 0.3 });
    expect(s.volume).toBe(0.3);
    expect(s.minVolume).toBe(VIDEO_DEFAULTS.minVolume);
    expect(s.speedTest).toEqual({ ...VIDEO_DEFAULTS.speedTest, enabled: true, url: '/probe.bin' });
  });

  it('should pass the waiting jump and speed test switches to their plugins', () => {
    const config = buildPlayerConfig({
      ...base,
      settings: {
        waitingJump: { enabled: true },
        speedTest: { enabled: true, url: '/probe.bin' },
        rotate: { clockwise: true },
      },
    });
    expect(config.waitingTimeoutJump).toMatchObject({ useWaitingTimeoutJump: true, waitingTime: 15 });
    expect(config.testspeed).toMatchObject({ openSpeed: true, url: '/probe.bin', loadSize: 204800 });
    expect(config.rotate).toMatchObject({ clockwise: true });
  });

  it('should not change the shared defaults', () => {
    resolveSettings({ screenshot: { width: 1 } });
    expect(VIDEO_DEFAULTS.screenshot.width).toBe(600);
  });
});

describe('given a page language', () => {
  it.each([
    ['en', 'en'],
    ['zh', 'zh-cn'],
  ] as const)('should give xgplayer %s → %s', (lang, code) => {
    expect(xgLang(lang)).toBe(code);
    expect(buildPlayerConfig({ ...base, lang }).lang).toBe(code);
  });
});

describe('given the source props', () => {
  it('should map src, poster, autoplay and muted', () => {
    expect(buildPlayerConfig({ ...base, autoplay: true, muted: true })).toMatchObject({
      el,
      url: '/video/a.mp4',
      poster: '/video/a.jpg',
      autoplay: true,
      autoplayMuted: true,
      width: '100%',
      height: '100%',
    });
  });
});

describe('given an aspect ratio', () => {
  it.each([
    [undefined, '16 / 9'],
    ['4:3', '4 / 3'],
    ['21/9', '21 / 9'],
    [' 1 / 1 ', '1 / 1'],
    [1.5, '1.5'],
    ['wide', '16 / 9'],
    ['0/9', '16 / 9'],
    [-1, '16 / 9'],
  ])('should turn %j into %j', (input, expected) => {
    expect(toCssAspectRatio(input)).toBe(expected);
  });
});
