/**
 * The links of the Markdown copies: every `.md` file of the build, and each language's `llms.txt` and
 * `llms-full.txt`. A reader copies a page with 「复制本页 Markdown」 or gives llms-full.txt to a model, and
 * follows its links outside the site, so each link to the site's own origin must name a file the build
 * wrote (a copy `…/page.md`, a page, an image). Links inside fenced code blocks are code, not links.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SITE_ORIGIN } from '../../config/site';
import { resolveFile } from '../harness/staticServer.mjs';
import { outDir } from './site';

/** Every `.md` file of the build, and the llms files, relative to the output folder. */
function copyFiles(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.md') || /^llms(-full)?\.txt$/.test(entry.name))
        out.push(path.relative(outDir, full).split(path.sep).join('/'));
    }
  };
  walk(outDir);
  return out.sort();
}

/** The URLs a Markdown text links to, with their lines: inline links, definitions, `url:` headers. */
function markdownLinks(text: string): { url: string; line: number }[] {
  const links: { url: string; line: number }[] = [];
  let fence: string | null = null;
  text.split('\n').forEach((line, i) => {
    const opener = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence !== null) {
      if (opener && opener[0] === fence[0] && opener.length >= fence.length && line.trim() === opener) fence = null;
      return;
    }
    if (opener) {
      fence = opener;
      return;
    }
    const found = [
      ...[...line.matchAll(/\]\(\s*<?([^)\s>]+)/g)].map((m) => m[1]),
      ...[...line.matchAll(/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/g)].map((m) => m[1]),
      ...[...line.matchAll(/^url: (\S+)$/g)].map((m) => m[1]),
    ];
    for (const url of found) if (url) links.push({ url, line: i + 1 });
  });
  return links;
}

/** Why a link does not resolve to a built file, or undefined when it does (or leaves the site). */
function broken(url: string): string | undefined {
  if (!url.startsWith(`${SITE_ORIGIN}/`)) return undefined;
  const pathname = decodeURI(url.slice(SITE_ORIGIN.length).replace(/[?#].*$/, ''));
  return resolveFile(outDir, pathname) ? undefined : `${url} names no built file`;
}

describe('given the Markdown copies and the llms files', () => {
  const files = copyFiles();

  it('should have copies of both languages and the four llms files', () => {
    expect(files).toEqual(expect.arrayContaining(['llms.txt', 'llms-full.txt', 'zh/llms.txt', 'zh/llms-full.txt']));
    expect(files.filter((f) => f.startsWith('zh/') && f.endsWith('.md')).length).toBeGreaterThan(10);
  });

  it('should link only to files the build wrote', () => {
    const bad = files.flatMap((file) =>
      markdownLinks(fs.readFileSync(path.join(outDir, file), 'utf8')).flatMap(({ url, line }) => {
        const why = broken(url);
        return why ? [`${file}:${line}: ${why}`] : [];
      }),
    );
    expect(bad).toEqual([]);
  });
});
