// biome-ignore-all lint/suspicious/noTemplateCurlyInString: messages are quoted with their variable parts written ${name}, as the console text shows them.
/**
 * The message pages (docs/{en,zh}/guide/troubleshooting/messages*.mdx), written from data: the messages
 * of config/messages/installed.json and the older wordings of config/messages/history.json (verbatim,
 * with their prefix, package, file and releases), and the hand-written prose of
 * config/messages/entries.yaml (what each message means, how to confirm the cause, the fix), grouped by
 * entry. scripts/extract-messages.mjs writes the pages; tests/unit/messages/ checks that they are
 * current and that every installed message has an entry.
 */

/** @typedef {{ en: string, zh: string }} Text */
/** @typedef {'en' | 'zh'} Lang */
/** @typedef {{ package: string, version?: string, kind: string, code?: string, prefix: string, template: string, files?: string[], releases?: string[] }} Message */
/**
 * An entry: `match` (pieces of the console line), `select` (every message of a package of one kind, or
 * the one whose text is `exact`), `quotes` (lines the browser or a dev server prints, not the packages).
 * @typedef {{ id: string, page: string, match?: string[],
 *   select?: { package: string, kind: string, exact?: string }[], quotes?: string[],
 *   title: Text, means: Text, confirm: Text, fix: Text }} Entry
 */

/** Terminal colour codes (`\x1b[33m`): a terminal shows none of them, so neither do the pages. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the escape character is what it removes
const ANSI = /\u001b\[[0-9;]*m/g;

/** The console line of a message as a terminal shows it: its prefix and its text, colour codes dropped. */
/** @param {{ prefix: string, template: string }} m */
export const lineOf = (m) => `${m.prefix}${m.template}`.replace(ANSI, '');

/** Whether `entry` covers message `m` (a substring of its line, or its package and kind). */
/** @param {Entry} entry @param {Message} m @returns {boolean} */
export function covers(entry, m) {
  const line = lineOf(m);
  if ((entry.match ?? []).some((s) => line.includes(s))) return true;
  return (entry.select ?? []).some(
    (s) => s.package === m.package && s.kind === m.kind && (s.exact === undefined || s.exact === m.template),
  );
}

/** The first entry that covers `m`, or undefined. */
/** @param {Entry[]} entries @param {Message} m */
const entryOf = (entries, m) => entries.find((e) => covers(e, m));

/** The installed messages no entry covers. */
/** @param {Entry[]} entries @param {Message[]} messages */
export const uncovered = (entries, messages) => messages.filter((m) => !entryOf(entries, m));

const KIND = {
  coded: { en: 'thrown error with a code', zh: '抛出的错误（带错误码）' },
  throw: { en: 'thrown error', zh: '抛出的错误' },
  error: { en: 'console error', zh: '控制台错误' },
  warn: { en: 'console warning', zh: '控制台警告' },
  info: { en: 'console information line', zh: '控制台提示' },
  debug: { en: 'debug line, printed only in debug mode', zh: '调试输出，只在调试模式下打印' },
};

const LABEL = {
  message: { en: 'Message', zh: '报错信息' },
  messages: { en: 'Messages', zh: '报错信息' },
  older: { en: 'Older wordings', zh: '旧版本的措辞' },
  means: { en: 'What it means', zh: '含义' },
  confirm: { en: 'How to confirm', zh: '如何确认' },
  fix: { en: 'Fix', zh: '解决方法' },
  printedBy: { en: 'Printed by', zh: '打印位置' },
  same: { en: 'the same wording in', zh: '相同措辞也出现在' },
  oldIn: { en: 'Printed by', zh: '出现在' },
  notOurs: {
    en: 'The browser or the dev server prints this line, not a federation package; the cause below is what makes it appear in a federated app.',
    zh: '这一行由浏览器或开发服务器打印，而不是联邦包；下面说明的是它在联邦应用中出现的原因。',
  },
};

/** `runtime-core@0.9.1` … in the order of `order`, runs of consecutive releases joined: `runtime-core 0.9.1 to 0.24.1`. */
/** @param {string[]} releases @param {string[]} order @param {Lang} lang @returns {string} */
function releaseRanges(releases, order, lang) {
  const idx = releases
    .map((r) => order.indexOf(r))
    .filter((i) => i >= 0)
    .sort((a, b) => a - b);
  /** @type {{ start: number, end: number }[]} */
  const runs = [];
  for (const i of idx) {
    const last = runs.at(-1);
    const [pkg] = (order[i] ?? '').split('@');
    if (last && last.end === i - 1 && (order[last.start] ?? '').split('@')[0] === pkg) last.end = i;
    else runs.push({ start: i, end: i });
  }
  const to = lang === 'zh' ? ' 至 ' : ' to ';
  return runs
    .map(({ start, end }) => {
      const [pkg, a] = (order[start] ?? '').split('@');
      const b = (order[end] ?? '').split('@')[1];
      return start === end ? `${pkg} ${a}` : `${pkg} ${a}${to}${b}`;
    })
    .join(lang === 'zh' ? '，' : ', ');
}

/** `**Label.**` in English, `**标签**。` in Chinese (the full stop outside the bold, as the zh style wants). */
/** @param {Text} label @param {Lang} lang */
const bold = (label, lang) => (lang === 'zh' ? `**${label.zh}**。` : `**${label.en}.**`);

/** @param {string[]} lines */
const fence = (lines) => `\`\`\`text\n${lines.join('\n')}\n\`\`\``;

/** One entry's section. */
/**
 * @param {Entry} entry @param {Message[] & { entries: Entry[] }} installed
 * @param {{ releases: string[], wordings: Message[] }} history @param {Lang} lang
 */
function renderEntry(entry, installed, history, lang) {
  const mine = installed.filter((m) => entryOf(installed.entries, m) === entry);
  const lines = [...new Set(mine.map(lineOf))];
  const quotes = entry.quotes ?? [];
  const order = history.releases;
  const out = [`## ${entry.title[lang]} {#${entry.id}}`, ''];
  const all = [...lines, ...quotes];
  out.push(bold(all.length > 1 ? LABEL.messages : LABEL.message, lang), '', fence(all), '');
  if (quotes.length && !lines.length) out.push(LABEL.notOurs[lang], '');
  // Where each line comes from: the packages, versions and files, and its kind.
  const where = lines.map((line) => {
    const ms = mine.filter((m) => lineOf(m) === line);
    const pkgs = [
      ...new Set(
        ms.map(
          (m) =>
            `\`@module-federation/${m.package}\` ${m.version} (${(m.files ?? [])
              .slice(0, 2)
              .map((f) => `\`${f}\``)
              .join(', ')})`,
        ),
      ),
    ];
    const kind = KIND[/** @type {keyof typeof KIND} */ (ms[0]?.kind ?? 'throw')][lang];
    const same = history.wordings.filter((w) => lineOf(w) === line);
    const since = same.length
      ? releaseRanges(
          same.flatMap((w) => w.releases ?? []),
          order,
          lang,
        )
      : '';
    const zh = lang === 'zh';
    const head =
      lines.length > 1
        ? `\`${(line.split('\n')[0] ?? '').replace(/`/g, "'").slice(0, 60)}${line.length > 60 ? '…' : ''}\`${zh ? '：' : ': '}`
        : '';
    const tail = since ? (zh ? `；${LABEL.same.zh} ${since}` : `; ${LABEL.same.en} ${since}`) : '';
    return `- ${head}${kind}${zh ? '，' : ', '}${pkgs.join(zh ? '、' : ', ')}${tail}${zh ? '。' : '.'}`;
  });
  if (where.length) out.push(`${LABEL.printedBy[lang]}${lang === 'zh' ? '：' : ':'}`, '', ...where, '');
  const current = new Set(lines);
  const older = history.wordings.filter((w) => covers(entry, w) && !current.has(lineOf(w)));
  if (older.length) {
    out.push(bold(LABEL.older, lang), '');
    for (const w of older) {
      const ranges = releaseRanges(w.releases ?? [], order, lang);
      out.push(`${LABEL.oldIn[lang]} ${ranges}${lang === 'zh' ? '：' : ':'}`, '', fence([lineOf(w)]), '');
    }
  }
  out.push(`${bold(LABEL.means, lang)}${lang === 'zh' ? '' : ' '}${entry.means[lang]}`, '');
  out.push(`${bold(LABEL.confirm, lang)}${lang === 'zh' ? '' : ' '}${entry.confirm[lang]}`, '');
  out.push(`${bold(LABEL.fix, lang)}${lang === 'zh' ? '' : ' '}${entry.fix[lang]}`, '');
  return out.join('\n');
}

/**
 * The pages, as `{ [relative path]: MDX }`: one page of entries per `pages` item, both languages, and
 * the index by package (`messages.mdx`).
 * @param {{ messages: Message[], packages: Record<string, string> }} installedData
 * @param {{ releases: string[], wordings: Message[] }} history
 * @param {Entry[]} entries
 * @param {{ slug: string, title: Text, description: Text, intro: Text }[]} pages
 * @param {{ title: Text, description: Text, intro: Text }} index
 */
export function renderMessagePages(installedData, history, entries, pages, index) {
  const installed = Object.assign([...installedData.messages], { entries });
  /** @type {Record<string, string>} */
  const files = {};
  for (const lang of /** @type {const} */ (['en', 'zh'])) {
    for (const page of pages) {
      const mine = entries.filter((e) => e.page === page.slug);
      const body = [
        '---',
        `description: ${JSON.stringify(page.description[lang])}`,
        '---',
        '',
        `# ${page.title[lang]}`,
        '',
        page.intro[lang],
        '',
        ...mine.map((e) => renderEntry(e, installed, history, lang)),
      ].join('\n');
      files[`docs/${lang}/guide/troubleshooting/${page.slug}.mdx`] = `${body.trimEnd()}\n`;
    }
    // The index: every package with the entries that cover its messages.
    const rows = [];
    for (const [pkg, version] of Object.entries(installedData.packages)) {
      const ms = installed.filter((m) => m.package === pkg);
      const ids = [...new Set(ms.map((m) => entryOf(entries, m)))].filter((e) => e !== undefined);
      rows.push(`## @module-federation/${pkg} {#${pkg}}`, '');
      rows.push(
        lang === 'zh'
          ? `${version} 版本中共有 ${ms.length} 条消息，分属以下条目：`
          : `${ms.length} messages in ${version}, in these entries:`,
        '',
      );
      for (const e of ids) rows.push(`- [${e.title[lang]}](/guide/troubleshooting/${e.page}#${e.id})`);
      rows.push('');
    }
    const body = [
      '---',
      `description: ${JSON.stringify(index.description[lang])}`,
      '---',
      '',
      `# ${index.title[lang]}`,
      '',
      index.intro[lang],
      '',
      ...rows,
    ].join('\n');
    files[`docs/${lang}/guide/troubleshooting/messages.mdx`] = `${body.trimEnd()}\n`;
  }
  return files;
}
