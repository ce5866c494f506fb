/** Facts about the site that more than one file needs. Change them here only. */

/** Where the built site is served; used for absolute URLs (canonical, sitemap, social cards). */
export const SITE_ORIGIN = 'https://module-federation.io';

/** The repository that holds these docs; the edit link points at its `docs` folder on `main`. */
export const DOCS_REPO_BASE_URL = 'https://github.com/module-federation/core/tree/main/apps/website-new/docs';

export const CODE_HOST_URL = 'https://github.com/module-federation/core';
export const CHAT_URL = 'https://discord.gg/T8c6yAxkbv';

export const SITE_TITLE = 'Module federation';

export const SITE_DESCRIPTION = {
  en: 'Share code between independently built web applications at runtime.',
  zh: '在运行时让独立构建的 Web 应用共享代码。',
} as const;
