#!/usr/bin/env node
// @ts-check
/**
 * Makes the 2.0 announcement clip and its poster in `docs/public/video/` from title cards rendered by
 * headless Chromium, so the site ships its own media and works offline:
 *
 *   announcement.mp4         H.264 (baseline profile) + silent AAC, 1280×720, ~7 s, `+faststart`
 *   announcement-poster.jpg  the first card, used as the poster and the prerendered placeholder
 *
 *   node scripts/make-video-clip.mjs
 *
 * Needs ffmpeg (`/usr/bin/ffmpeg`, or FFMPEG_PATH) and Chromium. The output is committed; run this only
 * to change the cards.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchChromium } from '../tests/harness/chromium.mjs';

const OUT = path.resolve('docs/public/video');
const FFMPEG = process.env.FFMPEG_PATH ?? '/usr/bin/ffmpeg';
const WIDTH = 1280;
const HEIGHT = 720;
/** Seconds each card stays on screen, and the cross-fade between two cards. */
const HOLD = 1.6;
const FADE = 0.4;

/** Bilingual cards (the clip is shared by the English and the Chinese pages), text kept clear of the centre where the play button sits. */
const CARDS = [
  { kicker: 'Announcing', title: 'Module Federation 2.0', sub: '正式发布' },
  { kicker: 'Runtime', title: 'Independent of the bundler', sub: '独立于构建工具的运行时' },
  {
    kicker: 'Manifest · Type hints · DevTools',
    title: 'Built for large teams',
    sub: '清单协议 · 动态类型提示 · 调试工具',
  },
  { kicker: 'Rspack · webpack · Bridges', title: 'Share code at runtime', sub: '在运行时共享代码' },
];

/** @param {{ kicker: string, title: string, sub: string }} card @param {number} index */
const cardHtml = (card, index) => `<!doctype html><html><head><meta charset="utf-8"><style>
  html, body { margin: 0; width: ${WIDTH}px; height: ${HEIGHT}px; overflow: hidden; }
  body {
    display: flex; flex-direction: column; justify-content: flex-start; padding: 88px 120px 0; box-sizing: border-box;
    font-family: 'Noto Sans CJK SC', 'DejaVu Sans', sans-serif; color: #fff;
    background: radial-gradient(circle at ${20 + index * 20}% 20%, #7c3aed 0, transparent 55%),
                radial-gradient(circle at 90% 90%, #0ea5e9 0, transparent 50%), #0f172a;
  }
  .kicker { font-size: 30px; letter-spacing: 0.08em; text-transform: uppercase; color: #c4b5fd; }
  .title { font-size: 84px; font-weight: 700; line-height: 1.1; margin: 24px 0; }
  .sub { font-size: 44px; color: #e0f2fe; }
  .bar { position: absolute; left: 120px; bottom: 80px; height: 8px; width: ${((index + 1) / CARDS.length) * (WIDTH - 240)}px;
         background: linear-gradient(90deg, #7c3aed, #0ea5e9); border-radius: 4px; }
</style></head><body>
  <div class="kicker">${card.kicker}</div><div class="title">${card.title}</div><div class="sub">${card.sub}</div><div class="bar"></div>
</body></html>`;

/** @param {string[]} args */
function ffmpeg(args) {
  const r = spawnSync(FFMPEG, ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: 'inherit' });
  if (r.status !== 0) throw new Error(`ffmpeg failed: ${args.join(' ')}`);
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'video-cards-'));
const browser = await launchChromium();
const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT } });
const frames = [];
for (const [i, card] of CARDS.entries()) {
  await page.setContent(cardHtml(card, i));
  const file = path.join(tmp, `card-${i}.png`);
  await page.screenshot({ path: file });
  frames.push(file);
}
await browser.close();

fs.mkdirSync(OUT, { recursive: true });
const inputs = frames.flatMap((f) => ['-loop', '1', '-t', String(HOLD + FADE), '-i', f]);
let graph = '';
let last = '[0:v]';
for (let i = 1; i < frames.length; i++) {
  const label = i === frames.length - 1 ? '[v]' : `[x${i}]`;
  graph += `${last}[${i}:v]xfade=transition=fade:duration=${FADE}:offset=${(HOLD * i).toFixed(2)}${label};`;
  last = label;
}
const duration = HOLD * frames.length + FADE;
ffmpeg([
  ...inputs,
  '-f',
  'lavfi',
  '-t',
  duration.toFixed(2),
  '-i',
  'anullsrc=channel_layout=stereo:sample_rate=44100',
  '-filter_complex',
  graph.replace(/;$/, ''),
  '-map',
  '[v]',
  '-map',
  `${frames.length}:a`,
  '-c:v',
  'libx264',
  '-profile:v',
  'baseline',
  '-level',
  '3.1',
  '-pix_fmt',
  'yuv420p',
  '-r',
  '25',
  '-crf',
  '30',
  '-tune',
  'stillimage',
  '-c:a',
  'aac',
  '-b:a',
  '32k',
  '-shortest',
  '-movflags',
  '+faststart',
  path.join(OUT, 'announcement.mp4'),
]);
ffmpeg(['-i', frames[0] ?? '', '-q:v', '5', path.join(OUT, 'announcement-poster.jpg')]);
fs.rmSync(tmp, { recursive: true, force: true });

for (const f of ['announcement.mp4', 'announcement-poster.jpg']) {
  console.log(`${f}: ${(fs.statSync(path.join(OUT, f)).size / 1024).toFixed(1)} KB`);
}
