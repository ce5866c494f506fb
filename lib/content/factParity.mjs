// @ts-check
/**
 * Fact parity: every fact an English section shows, its Chinese section shows too. A fact is a
 * `<Fact id>` (a value the installed packages produce), an `<OptionFacts name>` or `<OptionDefault name>`
 * (an option's type and default), or a lab scenario named in inline code (`symptom.manifest-html`), the
 * reference that says which real build backs an entry. Translations lag their English when the English
 * is revised: its "Checked by" paragraph gains the lab's facts, and the Chinese still describes the
 * earlier check. Link parity (linkParity.mjs) does not see that; this does.
 *
 * Sections pair by position: section n is the text after the n-th `##`/`###` heading (0 before the
 * first), which the parity check keeps equal in number and order on both sides. A Chinese page may show
 * more than its English page (the zh-only error table); only what it lacks is reported. Pure: no file
 * system here.
 */

/**
 * @typedef {{ lang: 'en' | 'zh', route: string, key: string, rel: string, source: string }} FactPage
 * @typedef {{ depth: number, line: number }} FactHeading
 * @typedef {{ ref: string, line: number }} FactRef
 */

const COMPONENT = /<(Fact|OptionFacts|OptionDefault)\s+(?:id|name)="([^"]+)"/g;
const INLINE_CODE = /`([a-z][a-z0-9-]*(?:\.[a-z0-9-]+)+)`/g;

/**
 * The fact references of a page, with their lines, outside fenced code blocks: `Fact lab.x.seen`,
 * `OptionFacts shared`, `OptionDefault dev.disableHotTypesReload`, `lab symptom.chunks-404`.
 * @param {string} source the MDX source
 * @param {ReadonlySet<string>} labIds the lab's scenario ids (tests/lab/scenarios)
 * @returns {FactRef[]}
 */
export function factRefs(source, labIds) {
  /** @type {FactRef[]} */
  const refs = [];
  /** @type {string | null} the fence that opened the code block we are in */
  let fence = null;
  source.split('\n').forEach((text, i) => {
    const line = i + 1;
    const opener = /^\s*(`{3,}|~{3,})/.exec(text)?.[1];
    if (fence !== null) {
      if (opener && opener[0] === fence[0] && opener.length >= fence.length && text.trim() === opener) fence = null;
      return;
    }
    if (opener) {
      fence = opener;
      return;
    }
    const found = [
      ...[...text.matchAll(COMPONENT)].map((m) => ({ at: m.index, ref: `${m[1]} ${m[2]}` })),
      ...[...text.matchAll(INLINE_CODE)]
        .filter((m) => labIds.has(m[1] ?? ''))
        .map((m) => ({ at: m.index, ref: `lab ${m[1]}` })),
    ];
    for (const { ref } of found.sort((a, b) => a.at - b.at)) refs.push({ ref, line });
  });
  return refs;
}

/**
 * The section that holds a line: how many `##`/`###` headings stand above it.
 * @param {FactHeading[]} headings
 * @param {number} line
 */
const sectionOf = (headings, line) => headings.filter((h) => h.depth >= 2 && h.depth <= 3 && h.line <= line).length;

/**
 * @template {FactPage} F
 * @param {F[]} files
 * @param {Map<string, { headings: FactHeading[] }>} parsed
 * @param {ReadonlySet<string>} labIds the lab's scenario ids
 * @param {(file: F) => boolean} [only] which pages to report on
 * @returns {{ errors: string[], checked: number }} `checked`: the English references looked up
 */
export function checkFactParity(files, parsed, labIds, only = () => true) {
  /** @type {string[]} */
  const errors = [];
  let checked = 0;
  const zhByRoute = new Map(files.filter((f) => f.lang === 'zh').map((f) => [f.route, f]));
  for (const enFile of files) {
    if (enFile.lang !== 'en') continue;
    const zhFile = zhByRoute.get(enFile.route);
    const en = parsed.get(enFile.key);
    const zh = zhFile && parsed.get(zhFile.key);
    if (!zhFile || !en || !zh || !only(zhFile)) continue;
    const level = (/** @type {FactHeading[]} */ h) => h.filter((x) => x.depth >= 2 && x.depth <= 3);
    const zhHeadings = level(zh.headings);
    // The parity check reports pages whose headings differ; without the same sections, compare whole pages.
    const paired = zhHeadings.length === level(en.headings).length;
    const slot = (/** @type {FactHeading[]} */ h, /** @type {FactRef} */ r) =>
      paired ? `${sectionOf(h, r.line)} ${r.ref}` : r.ref;
    const shown = new Set(factRefs(zhFile.source, labIds).map((r) => slot(zh.headings, r)));
    /** @type {Set<string>} */
    const seen = new Set();
    for (const r of factRefs(enFile.source, labIds)) {
      const key = slot(en.headings, r);
      if (seen.has(key)) continue;
      seen.add(key);
      checked += 1;
      if (shown.has(key)) continue;
      const section = paired ? sectionOf(en.headings, r.line) : 0;
      const line = section === 0 ? 1 : (zhHeadings[section - 1]?.line ?? 1);
      const [kind, id] = r.ref.split(' ');
      const form =
        kind === 'lab' ? `the lab scenario \`${id}\`` : `<${kind} ${kind === 'Fact' ? 'id' : 'name'}="${id}" />`;
      errors.push(
        `${zhFile.rel}:${line}: this section lacks ${form}, which ${enFile.rel}:${r.line} shows; say in Chinese what the English says with it`,
      );
    }
  }
  return { errors, checked };
}
