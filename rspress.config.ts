import path from 'node:path';
import { defineConfig } from '@rspress/core';
import { navFor } from './config/nav';
import { sidebarFor } from './config/sidebar';
import { CHAT_URL, CODE_HOST_URL, DOCS_REPO_BASE_URL, SITE_DESCRIPTION, SITE_ORIGIN, SITE_TITLE } from './config/site';
import { DEFAULT_LANG, LANGUAGES } from './config/siteFacts.mjs';
import { authorComponents } from './plugins/authorComponents';
import { liveExamples } from './plugins/liveExamples';
import { localeRedirect } from './plugins/localeRedirect/plugin';
import { pagesAhead } from './plugins/pagesAhead';
import { publishing } from './plugins/publishing/site';
import { reproducibleBuild } from './plugins/reproducible';
import { staticCodeBlocks } from './plugins/staticCodeBlocks';
import { rspressPatches } from './rspress-patches';
import { i18nSource } from './theme/i18n/i18nSource';
import { layoutModules, mfTheme } from './theme/plugin';

/**
 * `RSPRESS_OUT_DIR` lets tests and parallel builds write somewhere else than `doc_build`
 * without touching this file.
 */
const outDir = process.env.RSPRESS_OUT_DIR ?? 'doc_build';

/** The Markdown copies and the search index, made ahead in one worker thread while Rspack compiles. */
const { markdownCopies, search } = pagesAhead();

export default defineConfig({
  root: path.join(import.meta.dirname, 'docs'),
  outDir,
  base: '/',
  lang: DEFAULT_LANG,
  title: SITE_TITLE,
  description: SITE_DESCRIPTION.en,
  siteOrigin: SITE_ORIGIN,
  icon: '/favicon.svg',
  logo: { light: '/logo-light.svg', dark: '/logo-dark.svg' },
  logoText: SITE_TITLE,
  ssg: true,
  // Head tags, social cards, sitemap, llms.txt, hosting files: see plugins/publishing.
  plugins: [
    ...publishing(markdownCopies),
    authorComponents(),
    mfTheme(),
    search,
    // The same files from a cold or a warm build, in any folder (plugins/reproducible.ts).
    reproducibleBuild(),
    // The first-visit language redirect (SPEC §4), ours in place of Rspress's: it keeps the #hash and only
    // sends a reader to a page that exists (plugins/localeRedirect).
    localeRedirect(),
    // Code blocks as static HTML with token classes: hydration skips their token spans (decision 0002).
    staticCodeBlocks(),
    // Our patches of Rspress 2.0.22 behaviour (rspress-patches/README.md), after the plugins whose page
    // data and settings they read. `RSPRESS_PATCHES_OFF=<id>,…` builds without some of them.
    ...rspressPatches({ layouts: layoutModules }),
    // The demo producer served at /demos/producer/ and the ```tsx preview blocks that load it.
    ...liveExamples(),
  ],
  // medium-zoom (~9 KB gzip on every page) is off: no page needs zoomable images. It must be set here:
  // a plugin's `config` hook runs too late for it.
  mediumZoom: false,
  // Rspress's llms output is off: the publishing plugin writes llms.txt, llms-full.txt and a .md beside every
  // page from the MDX sources, without a third compilation of every page (decision record 0009).
  llms: false,
  // Rspress's own search indexing is off: our search (plugins/search) ships its own prebuilt index, and the
  // upstream one (every page rendered to text) would only be deleted after the build.
  search: false,
  locales: LANGUAGES.map(({ lang, label }) => ({
    lang,
    label,
    title: SITE_TITLE,
    description: SITE_DESCRIPTION[lang],
  })),
  i18nSource,
  route: {
    cleanUrls: true,
    localeRedirect: 'auto',
  },
  // Rspress's dead-link check is off: scripts/check-content.mjs --links runs before every build and names
  // file and line (and checks anchors across pages); tests/runners/built-links.mjs checks the output.
  markdown: {
    link: { checkDeadLinks: false },
    // Shiki stops highlighting a line after 500 ms by default and leaves the rest in one colour: on a
    // loaded build machine that changed the code blocks readers see. No limit: the output is the same on
    // every machine.
    shiki: { tokenizeTimeLimit: 0 },
  },
  builderConfig: {
    // Rsbuild gzips every output file of the three environments (16 MB) to print their sizes, which
    // cost about half a second of a cold build on two cores; the table keeps the raw sizes, and
    // `npm run bench:site` measures what a visitor downloads, compressed.
    performance: { printFileSize: { compressed: false } },
  },
  themeConfig: {
    darkMode: true,
    lastUpdated: true,
    enableScrollToTop: true,
    editLink: { docRepoBaseUrl: DOCS_REPO_BASE_URL },
    socialLinks: [
      { icon: 'github', mode: 'link', content: CODE_HOST_URL },
      { icon: 'discord', mode: 'link', content: CHAT_URL },
    ],
    footer: { message: '© 2026 Module Federation contributors. Released under the MIT License.' },
    locales: LANGUAGES.map(({ lang, label }) => ({
      lang,
      label,
      title: SITE_TITLE,
      description: SITE_DESCRIPTION[lang],
      nav: navFor(lang),
      sidebar: sidebarFor(lang),
    })),
  },
});
