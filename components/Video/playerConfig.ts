/**
 * The xgplayer configuration of the `Video` component, as plain data and pure functions (no React, no
 * DOM access), so unit tests can check every value without a browser.
 *
 * SPEC §9 fixes the player's constants. xgplayer 3 happens to use the same defaults today, but they are
 * set here explicitly so they hold whatever xgplayer's defaults become. Each key was read from
 * `node_modules/xgplayer/es/plugins/<plugin>/index.js` (`defaultConfig`): a plugin reads the player
 * option whose name matches its `pluginName`, case-insensitively.
 */
import type { IPlayerOptions } from 'xgplayer';

/** The player settings authors can change, per video, through the `settings` prop. */
export interface VideoSettings {
  /** Volume when the player starts (0–1). */
  volume: number;
  /** Volume set when unmuting below 0.01 (SPEC §5). */
  minVolume: number;
  /** How long a prompt stays on screen, in ms. */
  promptHideMs: number;
  /** Inactivity before the controls hide, in ms. */
  inactiveMs: number;
  /** Minimum delay before the waiting (loading) state shows, in ms. */
  minWaitDelayMs: number;
  screenshot: { quality: number; type: string; format: string; width: number; height: number; name: string };
  /** Size of a progress-bar preview thumbnail, and the narrowest progress marker. */
  thumbnail: { width: number; height: number; miniWidth: number };
  /** Jump ahead after waiting too long for data (off by default). */
  waitingJump: { enabled: boolean; waitingTime: number; jumpSize: number; jumpCntMax: number };
  /** Network speed test (off by default): GET `url` with a Range header every step. */
  speedTest: {
    enabled: boolean;
    url: string;
    testCnt: number;
    loadSize: number;
    testTimeStep: number;
    saveSpeedMax: number;
  };
  /** Rotation turns a quarter per click; `clockwise` picks the direction. */
  rotate: { clockwise: boolean };
}

/** SPEC §9 values. */
export const VIDEO_DEFAULTS: VideoSettings = {
  volume: 0.6,
  minVolume: 0.2,
  promptHideMs: 3000,
  inactiveMs: 3000,
  minWaitDelayMs: 200,
  screenshot: { quality: 0.92, type: 'image/png', format: '.png', width: 600, height: 337, name: 'screenshot' },
  thumbnail: { width: 160, height: 90, miniWidth: 6 },
  waitingJump: { enabled: false, waitingTime: 15, jumpSize: 2, jumpCntMax: 4 },
  speedTest: { enabled: false, url: '', testCnt: 3, loadSize: 204800, testTimeStep: 3000, saveSpeedMax: 5 },
  rotate: { clockwise: false },
};

/** Partial settings: any group or value left out keeps its SPEC §9 default. */
export type VideoSettingsInput = {
  [K in keyof VideoSettings]?: VideoSettings[K] extends object ? Partial<VideoSettings[K]> : VideoSettings[K];
};

/** A sprite sheet of preview thumbnails for the progress bar (xgplayer's `thumbnail` option). */
export interface VideoThumbnails {
  urls: string[];
  /** How many thumbnails the sheets hold in total, and their grid. */
  pic_num: number;
  col: number;
  row: number;
}

/** What an author chooses about the player itself; the `Video` props add layout on top. */
export interface PlayerOptions {
  /** The clip: a path under `docs/public` (`/video/x.mp4`) or a full CDN URL. */
  src: string;
  /** Image shown before playback, in the prerendered placeholder and by the player. */
  poster?: string;
  autoplay?: boolean;
  muted?: boolean;
  /** Show xgplayer's screenshot button (SPEC §9 settings: 0.92, png, 600×337, `screenshot`). */
  screenshot?: boolean;
  /** Show xgplayer's rotate button (a quarter turn per click). */
  rotate?: boolean;
  /** Sprite sheets of progress-bar preview thumbnails (shown 160×90). */
  thumbnails?: VideoThumbnails;
  /** Overrides of the SPEC §9 player settings, see `VIDEO_DEFAULTS`. */
  settings?: VideoSettingsInput;
}

/** What the component passes in: the element, the page language and the author's options. */
export interface PlayerConfigInput extends PlayerOptions {
  el: HTMLElement;
  lang: 'en' | 'zh';
}

/** Merges author settings over the SPEC defaults, one level deep. */
export function resolveSettings(input: VideoSettingsInput = {}): VideoSettings {
  const merged = { ...VIDEO_DEFAULTS } as Record<string, unknown>;
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue;
    const base = (VIDEO_DEFAULTS as unknown as Record<string, unknown>)[key];
    merged[key] = typeof base === 'object' && base !== null ? { ...base, ...(value as object) } : value;
  }
  return merged as unknown as VideoSettings;
}

/** xgplayer's language code for a page language (xgplayer ships `zh-cn`; `en` is built in). */
export const xgLang = (lang: 'en' | 'zh'): string => (lang === 'zh' ? 'zh-cn' : 'en');

/** The full xgplayer options for one video. */
export function buildPlayerConfig(input: PlayerConfigInput): IPlayerOptions {
  const s = resolveSettings(input.settings);
  return {
    el: input.el,
    url: input.src,
    poster: input.poster ?? '',
    lang: xgLang(input.lang),
    // The component's frame fixes the aspect ratio; the player fills it.
    width: '100%',
    height: '100%',
    autoplay: Boolean(input.autoplay),
    // Despite its name, xgplayer applies `autoplayMuted` to the media element whether or not it autoplays.
    autoplayMuted: Boolean(input.muted),
    inactive: s.inactiveMs,
    minWaitDelay: s.minWaitDelayMs,
    // An object (not a number) here, so the volume plugin reads `default` and `miniVolume`.
    volume: { default: s.volume, miniVolume: s.minVolume },
    prompt: { interval: s.promptHideMs },
    screenShot: { ...s.screenshot, disable: !input.screenshot },
    rotate: { ...s.rotate, disable: !input.rotate },
    progresspreview: { width: s.thumbnail.width, height: s.thumbnail.height, miniWidth: s.thumbnail.miniWidth },
    ...(input.thumbnails
      ? { thumbnail: { ...input.thumbnails, width: s.thumbnail.width, height: s.thumbnail.height } }
      : {}),
    waitingTimeoutJump: {
      useWaitingTimeoutJump: s.waitingJump.enabled,
      waitingTime: s.waitingJump.waitingTime,
      jumpSize: s.waitingJump.jumpSize,
      jumpCntMax: s.waitingJump.jumpCntMax,
    },
    testspeed: {
      openSpeed: s.speedTest.enabled,
      url: s.speedTest.url,
      testCnt: s.speedTest.testCnt,
      loadSize: s.speedTest.loadSize,
      testTimeStep: s.speedTest.testTimeStep,
      saveSpeedMax: s.speedTest.saveSpeedMax,
    },
  };
}

/**
 * Parses `aspectRatio` (`16/9`, `'16:9'`, `'4 / 3'` or a number) into a CSS `aspect-ratio` value.
 * An unusable value falls back to 16 / 9 rather than breaking the page.
 */
export function toCssAspectRatio(value: number | string | undefined): string {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? String(value) : '16 / 9';
  const match = /^\s*(\d+(?:\.\d+)?)\s*[/:]\s*(\d+(?:\.\d+)?)\s*$/.exec(value ?? '');
  if (!match || Number(match[1]) <= 0 || Number(match[2]) <= 0) return '16 / 9';
  return `${match[1]} / ${match[2]}`;
}
