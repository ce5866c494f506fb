import type { I18nText } from '@rspress/core';
import { en, type UiKey } from './en';
import { zh } from './zh';

/**
 * The keys of `en.ts` that Rspress's default theme reads with `useI18n` (its `I18nText` names), or that
 * our NotFoundLayout override reads the same way. Only these go to Rspress: it ships `i18nSource` to
 * every page, and our own texts are bundled with the components that use them.
 */
export const RSPRESS_KEYS = [
  'outlineTitle',
  'prevPageText',
  'nextPageText',
  'lastUpdatedText',
  'editLinkText',
  'notFoundText',
  'takeMeHomeText',
  'searchPlaceholderText',
  'searchNoResultsText',
  'searchPanelCancelText',
  'scrollToTopText',
  'sourceCodeText',
  'languagesText',
  'themeText',
  'menuTitle',
  'copyMarkdownText',
  'copyMarkdownLinkText',
  'openInText',
  'overview.filterNameText',
  'overview.filterPlaceholderText',
  'overview.filterNoResultText',
] as const satisfies readonly UiKey[];

/** Rspress's `i18nSource` (rspress.config.ts): the default theme's texts in both languages. */
export const i18nSource = Object.fromEntries(
  RSPRESS_KEYS.map((key) => [key, { en: en[key], zh: zh[key] }]),
) as Required<Pick<I18nText, (typeof RSPRESS_KEYS)[number]>>;
