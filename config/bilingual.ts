/**
 * A text of site data written in both languages side by side (navigation and sidebar entries);
 * `zh: null` marks an entry the Chinese site omits. Interface texts of components live in `en.ts`/`zh.ts`.
 */
export interface Bilingual {
  en: string;
  zh: string | null;
}

/** Shorthand for a bilingual text. */
export const bilingual = (en: string, zh: string | null): Bilingual => ({ en, zh });
