/** A text in both site languages; `zh: null` marks an English-only entry that the Chinese site omits. */
export interface Bilingual {
  en: string;
  zh: string | null;
}

/** The two languages the site is written in. */
export type SiteLang = 'en' | 'zh';

/** Shorthand for a bilingual text. */
export const t = (en: string, zh: string | null): Bilingual => ({ en, zh });
