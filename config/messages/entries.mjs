// @ts-check
/**
 * The entries of the message pages, read from ./entries.yaml (the prose, in both languages, is data there).
 * A `coded` entry becomes the coded message's full entry: the line with its prefix on the message page, the
 * explanation on the code's own entry.
 */
import fs from 'node:fs';
import YAML from 'yaml';

/** @typedef {import('../../lib/messages/pages.mjs').Entry} Entry */
/** @typedef {{ en: string, zh: string }} Text */
/** @typedef {{ coded: string, means: Text, older?: string[] }} Coded */

const data = YAML.parse(fs.readFileSync(new URL('./entries.yaml', import.meta.url), 'utf8'));

/** @param {Coded} c @returns {Entry} */
function coded({ coded: code, means, older = [] }) {
  const page = (code.split('-')[0] ?? '').toLowerCase();
  const link = `/guide/troubleshooting/${page}#${code.toLowerCase()}`;
  return {
    id: code.toLowerCase(),
    page: page === 'runtime' ? 'messages-runtime' : 'messages-build',
    match: [`#${code}`, ...older],
    title: { en: `${code} as printed, and its older wordings`, zh: `${code} 的原样输出与旧措辞` },
    means,
    confirm: {
      en: 'The line after it, `args:`, names the remote, URL or package concerned; check that one first.',
      zh: '紧跟其后的 `args:` 一行给出了相关的生产者、地址或包名，先检查它。',
    },
    fix: {
      en: `The full entry, with the causes and the fix, is [${code}](${link}).`,
      zh: `完整条目（原因和解决方法）见 [${code}](${link})。`,
    },
  };
}

/** @typedef {{ title: Text, description: Text, intro: Text }} PageText */

/** The pages of entries, by the slug under guide/troubleshooting/. @type {(PageText & { slug: string })[]} */
export const MESSAGE_PAGES = data.pages;
/** The index page (guide/troubleshooting/messages). @type {PageText} */
export const MESSAGE_INDEX = data.index;
/** @type {Entry[]} */
export const MESSAGE_ENTRIES = data.entries.map((/** @type {Entry | Coded} */ e) => ('coded' in e ? coded(e) : e));
