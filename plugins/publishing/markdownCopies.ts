/**
 * The Markdown copy of every page (markdownCopy.ts) and each language's `llms.txt` and `llms-full.txt`
 * (llms.ts), written once a production build is done. The copies are made once per content: they are kept
 * in `node_modules/.cache/mf-markdown/<hash>.json`, named by the hash of the pages and of the code, facts and
 * files they read, and made ahead with the search index, in one worker thread, while Rspack compiles
 * (plugins/pagesAhead.ts). Rspress's own llms output is off (decision record 0009).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { SITE_ORIGIN } from '../../config/site';
import { filesUnder, hashFiles, pruneCache } from '../../lib/cacheFiles.mjs';
import { listPages } from '../../lib/content/pages.mjs';
import { outDirOf } from '../pluginKit';
import { writeLlmsFiles } from './llms';
import { codeFilePath, type MarkdownCopy, markdownCopy, mdFileOf } from './markdownCopy';

const root = path.join(import.meta.dirname, '../..');
const CACHE_DIR = path.join(root, 'node_modules/.cache/mf-markdown');
/** The files a `file="…"` code block names (`<root>/…` or relative to the page). */
const CODE_FILE = /^[ \t]*(?:`{3,}|~{3,}).*\sfile=["'`]?([^"'`\s]+)/gm;

/** Hash of what the copies read: the pages, the files their code blocks include, the code and the facts. */
function copiesInputsHash(docsDir: string): string {
  const pages = filesUnder(docsDir).filter((f) => /\.mdx?$/.test(f));
  const included = pages.flatMap((page) =>
    [...fs.readFileSync(page, 'utf8').matchAll(CODE_FILE)].map(([, file = '']) =>
      codeFilePath(file, path.relative(root, page), { root, docsDir }),
    ),
  );
  const code = [
    ...['lib/content', 'config/facts'].flatMap((dir) => filesUnder(path.join(root, dir))),
    ...['markdownCopy.ts', 'markdownCopies.ts'].map((f) => path.join(import.meta.dirname, f)),
    path.join(root, 'config/site.ts'),
    path.join(root, 'theme/logic/installCommand.ts'),
    path.join(root, 'package-lock.json'),
  ];
  return hashFiles([...code, ...pages, ...[...new Set(included)].filter((f) => fs.existsSync(f))], docsDir);
}

const cacheFileOf = (docsDir: string) => path.join(CACHE_DIR, `${copiesInputsHash(docsDir).slice(0, 16)}.json`);

/** Whether the copies of the pages under `docsDir` as they are now are in the cache (a warm build). */
export const markdownCopiesCached = (docsDir = path.join(root, 'docs')): boolean => fs.existsSync(cacheFileOf(docsDir));

/** The copies of every page under `docsDir`: from the cache, or made and cached. */
function markdownCopies(docsDir: string): MarkdownCopy[] {
  const cacheFile = cacheFileOf(docsDir);
  if (fs.existsSync(cacheFile)) return JSON.parse(fs.readFileSync(cacheFile, 'utf8'));
  const copies = listPages(docsDir).map((page) =>
    markdownCopy(
      { source: page.source, file: path.relative(root, page.file), lang: page.lang, routePath: page.key },
      { origin: SITE_ORIGIN, root, docsDir },
    ),
  );
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  // Written whole, then renamed: a build stopped halfway leaves no truncated file to reuse.
  fs.writeFileSync(`${cacheFile}.tmp`, JSON.stringify(copies));
  fs.renameSync(`${cacheFile}.tmp`, cacheFile);
  pruneCache(CACHE_DIR);
  return copies;
}

/** The plugin: a `.md` beside every page, and the llms files of each language. */
export function markdownCopiesPlugin(docsDir = path.join(root, 'docs')): RspressPlugin {
  return {
    name: 'mf-markdown-copies',
    async afterBuild(config, isProd) {
      if (!isProd) return;
      const outDir = outDirOf(config);
      const copies = markdownCopies(docsDir);
      for (const copy of copies) {
        const file = path.join(outDir, mdFileOf(copy.routePath));
        fs.mkdirSync(path.dirname(file), { recursive: true });
        fs.writeFileSync(file, copy.markdown);
      }
      writeLlmsFiles(outDir, config, copies);
    },
  };
}
