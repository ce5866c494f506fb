import { expect, type Page } from '@playwright/test';
import { MOBILE_MAX_WIDTH } from '../../../theme/logic/breakpoints';
import type { LAYOUT_PAGES } from '../../harness/layoutWidths.mjs';
import { inLang, type Lang, UI, waitForHydration } from './fixtures';

/** SPEC §9: the mobile layout up to and including this width (theme/logic/breakpoints.ts). */
export { MOBILE_MAX_WIDTH } from '../../../theme/logic/breakpoints';
/** The window widths and pages the layout must hold at (shared with `npm run shots`). */
export { LAYOUT_PAGES, LAYOUT_WIDTHS as WIDTHS } from '../../harness/layoutWidths.mjs';

/** What a person would see go wrong, as one line per problem (empty when the layout holds). */
interface LayoutProblems {
  /** The page scrolls sideways. */
  overflow: string[];
  /** Two visible controls of a region cover each other. */
  overlaps: string[];
  /** A visible control lies partly outside the window. */
  outside: string[];
  /** A visible button, link, tab or kbd cuts or wraps its text. */
  clipped: string[];
}

/**
 * Measures the rendered page in one round trip. `regions` are selectors whose controls must neither
 * overlap each other nor leave the window (the bar, an open menu or dialog); `textRegions` are those
 * whose buttons, links, tabs and kbd hints must show their text whole, on one line.
 */
function measureLayout(page: Page, regions: { overlap: string[]; text: string[] }): Promise<LayoutProblems> {
  return page.evaluate(({ overlap, text }) => {
    const CONTROLS = 'a[href], button, input, select, textarea, [role="button"], [role="tab"], [tabindex="0"]';
    const TEXTS = 'a[href], button, [role="button"], [role="tab"], kbd';
    // Seen: has a box, is not hidden by CSS, and is not cut away by a scrolling or clipping ancestor
    // (a collapsed group of a menu keeps its items' boxes).
    const shown = (el: Element): boolean => {
      const r = el.getBoundingClientRect();
      if (r.width <= 0 || r.height <= 0) return false;
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const style = getComputedStyle(a);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const c = a.getBoundingClientRect();
        const x = Math.min(r.right, c.right) - Math.max(r.left, c.left);
        const y = Math.min(r.bottom, c.bottom) - Math.max(r.top, c.top);
        if (x <= 1 || y <= 1) return false;
      }
      return true;
    };
    const name = (el: Element): string => {
      const label = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 30) ?? '';
      return `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : ''} "${label}"`;
    };
    const problems = {
      overflow: [] as string[],
      overlaps: [] as string[],
      outside: [] as string[],
      clipped: [] as string[],
    };
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) {
      const wide = [...document.body.querySelectorAll('*')]
        .filter((el) => el.getBoundingClientRect().right > root.clientWidth + 1 && shown(el))
        .slice(0, 3)
        .map(name);
      problems.overflow.push(`scrollWidth ${root.scrollWidth} > ${root.clientWidth}: ${wide.join(', ')}`);
    }
    for (const selector of overlap) {
      for (const region of document.querySelectorAll(selector)) {
        if (!shown(region)) continue;
        // Outermost visible controls only: a hint inside a button belongs to the button.
        const controls = [...region.querySelectorAll(CONTROLS)].filter(
          (el) => shown(el) && !el.parentElement?.closest(CONTROLS),
        );
        const boxes = controls.map((el) => ({ el, r: el.getBoundingClientRect() }));
        for (const { el, r } of boxes) {
          if (r.left < -0.5 || r.right > root.clientWidth + 0.5) {
            problems.outside.push(`${name(el)} spans ${Math.round(r.left)}–${Math.round(r.right)}`);
          }
        }
        for (let i = 0; i < boxes.length; i++) {
          for (let j = i + 1; j < boxes.length; j++) {
            const a = boxes[i]?.r;
            const b = boxes[j]?.r;
            if (!a || !b) continue;
            const x = Math.min(a.right, b.right) - Math.max(a.left, b.left);
            const y = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
            if (x > 1 && y > 1)
              problems.overlaps.push(`${name(boxes[i]?.el as Element)} × ${name(boxes[j]?.el as Element)}`);
          }
        }
      }
    }
    for (const selector of text) {
      for (const region of document.querySelectorAll(selector)) {
        for (const el of region.querySelectorAll<HTMLElement>(TEXTS)) {
          if (!shown(el) || getComputedStyle(el).display === 'inline' || !el.textContent?.trim()) continue;
          if (el.scrollWidth > el.clientWidth + 1) {
            problems.clipped.push(`${name(el)} cut: ${el.scrollWidth} > ${el.clientWidth}`);
            continue;
          }
          // Wrapped text: the text of one element starting on two lines (rects of its text nodes).
          const tops = new Map<Element, number[]>();
          const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if (!node.textContent?.trim() || !node.parentElement) continue;
            const range = document.createRange();
            range.selectNodeContents(node);
            const rects = [...range.getClientRects()].filter((r) => r.width > 0);
            tops.set(node.parentElement, [...(tops.get(node.parentElement) ?? []), ...rects.map((r) => r.top)]);
          }
          for (const [parent, ys] of tops) {
            const lineHeight = Number.parseFloat(getComputedStyle(parent).fontSize);
            if (Math.max(...ys) - Math.min(...ys) > lineHeight / 2) problems.clipped.push(`${name(el)} wraps`);
          }
        }
      }
    }
    return problems;
  }, regions);
}

/** Asserts that no problem was found, naming all of them at once when some were. */
function expectNoProblems(problems: LayoutProblems): void {
  expect(problems).toEqual({ overflow: [], overlaps: [], outside: [], clipped: [] });
}

/** The first nav item's name and the language menu's, per page language. */
const NAV_ITEM = { en: 'Guide', zh: '指南' } as const;
const LANGUAGE = { en: 'English', zh: '简体中文' } as const;

/**
 * What the bar shows at a width: the menu button on mobile; the nav items, language menu and social
 * links on desktop; the search control always (named even as an icon). On the home page, the hero name
 * is the page's one h1. `t` is the page language's interface texts (fixtures' `UI[lang]`).
 */
async function expectBarAndHeading(
  page: Page,
  { lang, t, mobile, home }: { lang: 'en' | 'zh'; t: Record<string, string>; mobile: boolean; home: boolean },
): Promise<void> {
  const bar = page.getByRole('banner');
  await expect(bar.getByRole('button', { name: t['nav.menuAccessibleLabel'] })).toBeVisible({ visible: mobile });
  await expect(bar.getByRole('link', { name: NAV_ITEM[lang], exact: true })).toBeVisible({ visible: !mobile });
  await expect(bar.getByRole('button', { name: new RegExp(LANGUAGE[lang]) })).toBeVisible({ visible: !mobile });
  await expect(
    bar.getByRole('link', { name: /GitHub/ }).or(bar.getByRole('button', { name: t['nav.socialMoreAccessibleLabel'] })),
  ).toBeVisible({ visible: !mobile });
  await expect(
    bar
      .getByRole('button', { name: t['search.buttonAccessibleLabel'] })
      .or(bar.getByRole('button', { name: t['search.placeholder'] })),
  ).toBeVisible();
  if (home) {
    // The hero name is the page's one h1 (theme/layout/HomeLayout/HomeHero.tsx).
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Module Federation');
  }
}

/** Loads a page of the layout tests at a width (900 px tall) and waits for hydration. */
export async function openAt(page: Page, lang: Lang, path: string, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(inLang(lang, path));
  await waitForHydration(page);
}

type Kind = keyof typeof LAYOUT_PAGES;

/**
 * What the reader must see on a page at a width: the bar's controls for the layout, the page's parts
 * (sidebar and outline are columns on desktop and leave the flow on mobile: drawer, drop-down), nothing
 * broken (`measureLayout`).
 */
export async function expectLaidOut(page: Page, lang: Lang, kind: Kind, width: number): Promise<void> {
  const mobile = width <= MOBILE_MAX_WIDTH;
  await expectBarAndHeading(page, { lang, t: UI[lang], mobile, home: kind === 'home' });
  if (kind === 'doc') {
    await expect
      .poll(() =>
        page.evaluate(() =>
          ['.rp-doc-layout__sidebar', '.rp-doc-layout__outline'].map((selector) => {
            const el = document.querySelector(selector);
            if (!el) return `${selector} missing`;
            const r = el.getBoundingClientRect();
            const style = getComputedStyle(el);
            // A column stands in the page's flow, inside the window, and can be seen.
            return style.position !== 'fixed' && r.left >= 0 && r.right <= innerWidth && style.opacity !== '0';
          }),
        ),
      )
      .toEqual([!mobile, !mobile]);
    await expect(page.locator('.rp-sidebar-menu')).toBeVisible({ visible: mobile });
  }
  expectNoProblems(await measureLayout(page, { overlap: ['.rp-nav'], text: ['.rp-nav', '.rp-home-hero'] }));
}

/** Opens search from the bar (the button or, on wide windows, the search box) and returns the dialog. */
export async function openSearch(page: Page, lang: Lang) {
  const t = UI[lang];
  const bar = page.getByRole('banner');
  await bar
    .getByRole('button', { name: t['search.buttonAccessibleLabel'] })
    .or(bar.getByRole('button', { name: t['search.placeholder'] }))
    .click();
  const dialog = page.getByRole('dialog', { name: t['search.dialogTitle'] });
  await expect(dialog.getByRole('combobox')).toBeFocused();
  return dialog;
}

/** The open search dialog holds at this width. */
export async function expectSearchLaidOut(page: Page): Promise<void> {
  await expect(page.getByRole('dialog')).toBeVisible();
  expectNoProblems(await measureLayout(page, { overlap: ['[role="dialog"]'], text: ['[role="dialog"]'] }));
}

/**
 * The mobile menu is open (opened with the bar's button if it is not: it closes when the window reaches
 * 768 px, SPEC §4) and holds at this width, with a nav item, the language switch and GitHub in it.
 */
export async function expectMenuLaidOut(page: Page, lang: Lang): Promise<void> {
  const menu = page.locator('.rp-nav-screen');
  // A resize to 768 px closes the menu a moment later: one seen open may be about to close.
  await expect(async () => {
    if (!(await menu.isVisible()))
      await page.getByRole('banner').getByRole('button', { name: UI[lang]['nav.menuAccessibleLabel'] }).click();
    await expect(menu.getByRole('link', { name: NAV_ITEM[lang], exact: true })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await expect(menu.getByText(LANGUAGE[lang]).first()).toBeVisible();
  await expect(menu.getByRole('link', { name: /GitHub/ })).toBeVisible();
  expectNoProblems(await measureLayout(page, { overlap: ['.rp-nav-screen'], text: ['.rp-nav-screen'] }));
}
