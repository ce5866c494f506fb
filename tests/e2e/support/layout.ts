import { expect, type Page } from '@playwright/test';

/** The window widths and pages the layout must hold at (shared with `npm run shots`). */
export { LAYOUT_PAGES, LAYOUT_WIDTHS as WIDTHS } from '../../../lib/layoutWidths.mjs';

/** SPEC §9: the mobile layout up to and including this width (theme/logic/breakpoints.ts). */
export { MOBILE_MAX_WIDTH } from '../../../theme/logic/breakpoints';

/** What a person would see go wrong, as one line per problem (empty when the layout holds). */
export interface LayoutProblems {
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
export function measureLayout(page: Page, regions: { overlap: string[]; text: string[] }): Promise<LayoutProblems> {
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
export function expectNoProblems(problems: LayoutProblems): void {
  expect(problems).toEqual({ overflow: [], overlaps: [], outside: [], clipped: [] });
}

/** The first nav item's name and the language menu's, per page language. */
export const NAV_ITEM = { en: 'Guide', zh: '指南' } as const;
export const LANGUAGE = { en: 'English', zh: '简体中文' } as const;

/**
 * What the bar shows at a width: the menu button on mobile; the nav items, language menu and social
 * links on desktop; the search control always (named even as an icon). On the home page, the hero name
 * is the page's one h1. `t` is the page language's interface texts (fixtures' `UI[lang]`).
 */
export async function expectBarAndHeading(
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
