/**
 * The browser's stand-in for `@unhead/react` and `@unhead/react/client` (rspress-patches/clientStubs/plugin.ts swaps
 * them in the web bundle only; the prerender still runs the real unhead, which writes each page's head
 * into its HTML).
 *
 * In the browser, Rspress 2.0.22 uses unhead for one thing: its `Layout` calls `useHead` with the page's
 * `lang`, title and description, so that a client-side navigation updates them. unhead, its React
 * binding and `hookable` cost about 12 KB gzip on every page for that; this module does the same
 * updates in a few lines. What it leaves out: the `<Head>` children of a page's frontmatter `head`
 * (prerendered, but not added on a client-side navigation; no page of this site sets one).
 */
import type { ReactNode } from 'react';
import { useEffect } from 'react';

/** A `<meta>` tag, keyed by its `name` or its `property`. */
export interface HeadMeta {
  name?: string;
  property?: string;
  content: string;
}

/** What Rspress's `Layout` passes to `useHead`. */
export interface HeadInput {
  htmlAttrs?: { lang?: string };
  title?: string;
  meta?: (HeadMeta | undefined | null | false)[];
}

/**
 * Writes `input` into the document: `<html lang>`, `<title>`, and each meta tag (updated or added).
 * Only what differs is written: after hydration everything already matches the prerendered head, and
 * writing `lang` on `<html>` again, even unchanged, had Chromium recompute the style of the whole page
 * (~40 ms of a long page at 4× CPU throttling).
 */
export function applyHead(input: HeadInput, doc: Document = document): void {
  const lang = input.htmlAttrs?.lang;
  if (lang && doc.documentElement.lang !== lang) doc.documentElement.lang = lang;
  if (input.title && doc.title !== input.title) doc.title = input.title;
  for (const meta of input.meta ?? []) {
    if (!meta) continue;
    const [attr, key] = meta.property ? ['property', meta.property] : ['name', meta.name];
    if (!key) continue;
    let tag = [...doc.head.querySelectorAll('meta')].find((m) => m.getAttribute(attr) === key);
    if (!tag) {
      tag = doc.createElement('meta');
      tag.setAttribute(attr, key);
      doc.head.append(tag);
    }
    if (tag.content !== meta.content) tag.content = meta.content;
  }
}

/** Applies the page's head after each render whose input changed. */
export function useHead(input: HeadInput): void {
  const key = JSON.stringify(input);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is `input` by value; objects are new on every render.
  useEffect(() => applyHead(input), [key]);
}

/** Frontmatter `head` tags: prerendered only (see above). */
export function Head(_props: { children?: ReactNode }): null {
  return null;
}

/** Unhead's instance: nothing to hold here. */
export function createHead(): Record<string, never> {
  return {};
}

/** Unhead's context provider: the children as they are. */
export function UnheadProvider({ children }: { children?: ReactNode; head?: unknown }): ReactNode {
  return children;
}
