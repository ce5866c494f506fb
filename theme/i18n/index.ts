/**
 * The one i18n module: interface texts in `en.ts` (source of truth) and `zh.ts`, read by components
 * with `useUiText()` and by Rspress's default theme through `i18nSource.ts`; bilingual site data
 * (navigation, sidebars) uses `bilingual.ts`.
 */
import { useLang } from '@rspress/core/runtime';
import type { Lang } from '../../config/siteFacts.mjs';
import { en, type UiKey } from './en';
import { zh } from './zh';

export type { UiKey } from './en';

/** The languages the interface is translated into: the site's languages (config/siteFacts.mjs). */
export type UiLang = Lang;

const TEXTS: Record<UiLang, Record<UiKey, string>> = { en, zh };

/** Narrows any language code to one we have texts for (English otherwise). */
export function toUiLang(lang: string | undefined | null): UiLang {
  return lang === 'zh' ? 'zh' : 'en';
}

/** The text of `key` in `lang`, with `{{name}}` placeholders replaced from `vars`. */
export function translate(lang: UiLang, key: UiKey, vars: Record<string, string> = {}): string {
  return TEXTS[lang][key].replace(/\{\{(\w+)\}\}/g, (whole, name: string) => vars[name] ?? whole);
}

/** A translator bound to the language of the current page. */
export type Translate = (key: UiKey, vars?: Record<string, string>) => string;

/** Reads the interface texts in the language of the current page. */
export function useUiText(): Translate {
  const lang = toUiLang(useLang());
  return (key, vars) => translate(lang, key, vars);
}
