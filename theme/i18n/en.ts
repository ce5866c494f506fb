/**
 * Interface texts of our theme overrides and author components (English, the source of truth).
 * Keys are `area.purpose`; labels read by assistive technology end in `accessibleLabel`.
 * Texts of the default theme that Rspress already translates live in `config/uiText.ts` (i18nSource).
 * Interpolate with `{{name}}`, never by concatenating fragments.
 */
export const en = {
  'skipLink.text': 'Skip to content',
  'nav.menuAccessibleLabel': 'Open the navigation menu',
  'nav.closeMenuAccessibleLabel': 'Close the navigation menu',
  'nav.socialMoreText': 'More',
  'nav.socialMoreAccessibleLabel': 'More links',
  'nav.socialLinkAccessibleLabel': 'Module Federation on {{name}}',
  'nav.languageAccessibleLabel': 'Change language',
  'nav.languageMenuAccessibleLabel': '{{language}}, change language',
  'appearance.toggleToDarkAccessibleLabel': 'Switch to dark theme',
  'appearance.toggleToLightAccessibleLabel': 'Switch to light theme',
  'scrollToTop.accessibleLabel': 'Back to top',
  'sidebar.openAccessibleLabel': 'Open the sidebar',
  'sidebar.toggleGroupAccessibleLabel': 'Show or hide {{name}}',
  'outline.openAccessibleLabel': 'Show the outline of this page',
  'codeBlock.wrapAccessibleLabel': 'Toggle line wrapping',
  'codeBlock.copyAccessibleLabel': 'Copy code',
  'codeBlock.copiedAccessibleLabel': 'Copied',
  'notFound.title': 'PAGE NOT FOUND',
  'notFound.homeLink': 'Take me home',
  'notFound.otherLanguageLink': 'This page exists in Chinese: read it in 简体中文',
  'languageSwitch.untranslatedNotice':
    'The page you were reading has no English version yet, so you are on the nearest English page.',
  'optionFacts.type': 'Type:',
  'optionFacts.default': 'Default:',
  'sourceCode.label': 'Source',
  'sourceCode.newTabAccessibleLabel': 'Source code on {{host}} (opens in a new tab)',
  'progress.loadingAccessibleLabel': 'Loading page',
  'packageManager.tabsAccessibleLabel': 'Package manager',
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
