/**
 * Every interface text of the site (English, the source of truth; `zh.ts` is typed against it).
 * Keys are `area.purpose`; labels read by assistive technology end in `accessibleLabel`.
 * Interpolate with `{{name}}`, never by concatenating fragments. Every key must be used
 * (tests/unit/theme/i18n.test.ts).
 */
export const en = {
  // Texts of Rspress's default theme, under Rspress's own key names (its `I18nText`); they reach it
  // through `i18nSource` (see i18nSource.ts). SPEC §2 and §9 fix the English wording of several
  // (`ON THIS PAGE`, `Previous Page`, `Next page`, `Last Updated`, `PAGE NOT FOUND`, `Take me home`,
  // `Search Docs`). The overview filter's texts replace upstream's, which speak of an "API".
  outlineTitle: 'ON THIS PAGE',
  prevPageText: 'Previous Page',
  nextPageText: 'Next page',
  lastUpdatedText: 'Last Updated',
  editLinkText: 'Edit this page on GitHub',
  notFoundText: 'PAGE NOT FOUND',
  takeMeHomeText: 'Take me home',
  searchPlaceholderText: 'Search Docs',
  searchNoResultsText: 'No results for',
  searchPanelCancelText: 'Cancel',
  scrollToTopText: 'Back to top',
  sourceCodeText: 'Source',
  languagesText: 'Languages',
  themeText: 'Theme',
  menuTitle: 'Menu',
  copyMarkdownText: 'Copy page as Markdown',
  copyMarkdownLinkText: 'Copy Markdown link',
  openInText: 'Open in {{name}}',
  'overview.filterNameText': 'Filter',
  'overview.filterPlaceholderText': 'Filter the guides',
  'overview.filterNoResultText': 'No matching guide',
  // Texts of our theme overrides and author components.
  'skipLink.text': 'Skip to content',
  'nav.menuAccessibleLabel': 'Open the navigation menu',
  'nav.closeMenuAccessibleLabel': 'Close the navigation menu',
  'nav.socialMoreText': 'More',
  'nav.socialMoreAccessibleLabel': 'More links',
  'nav.socialLinkAccessibleLabel': 'Module Federation on {{name}}',
  'nav.languageMenuAccessibleLabel': '{{language}}, change language',
  'nav.languageAccessibleLabel': 'Change language',
  'appearance.toggleToDarkAccessibleLabel': 'Switch to dark theme',
  'appearance.toggleToLightAccessibleLabel': 'Switch to light theme',
  'sidebar.toggleGroupAccessibleLabel': 'Show or hide {{name}}',
  'codeBlock.wrapAccessibleLabel': 'Toggle line wrapping',
  'codeBlock.copyAccessibleLabel': 'Copy code',
  'codeBlock.copiedAccessibleLabel': 'Copied',
  'notFound.otherLanguageLink': 'This page exists in Chinese: read it in 简体中文',
  'languageSwitch.untranslatedNotice':
    'The page you were reading has no English version yet, so you are on the nearest English page.',
  'optionFacts.type': 'Type:',
  'optionFacts.default': 'Default:',
  'sourceCode.label': 'Source',
  'sourceCode.newTabAccessibleLabel': 'Source code on {{host}} (opens in a new tab)',
  'progress.loadingAccessibleLabel': 'Loading page',
  'video.playAccessibleLabel': 'Play the video',
  'video.playTitledAccessibleLabel': 'Play the video “{{title}}”',
  'video.loadFailedText': 'The video player could not be loaded.',
  'video.retryText': 'Try again',
  'search.placeholder': 'Search Docs',
  'search.buttonAccessibleLabel': 'Search the docs',
  'search.dialogTitle': 'Search the docs',
  'search.inputAccessibleLabel': 'Search the docs',
  'search.resultsAccessibleLabel': 'Search results',
  'search.groupsAccessibleLabel': 'Result sources',
  'search.clearAccessibleLabel': 'Clear the search',
  'search.closeAccessibleLabel': 'Close the search',
  'search.cancel': 'Cancel',
  'search.loading': 'Searching…',
  'search.noResults': 'No results for “{{query}}”',
  'search.tryAgain': 'Please try again with a different keyword',
  'search.resultCount': '{{count}} results',
  'search.newTabAccessibleLabel': '(opens in a new tab)',
  'search.hitTitleAccessibleLabel': 'Page',
  'search.hitHeaderAccessibleLabel': 'Section',
  'search.hitContentAccessibleLabel': 'Text',
} as const;

/** A key of the interface texts. */
export type UiKey = keyof typeof en;
