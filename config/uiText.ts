import type { I18nText } from '@rspress/core';

/**
 * Texts of the default theme's interface, in both languages. SPEC §2 and §9 fix the English
 * wording of several of them (`ON THIS PAGE`, `Previous Page`, `Next page`, `Last Updated`,
 * `PAGE NOT FOUND`, `Take me home`, `Search Docs`).
 */
export const uiText = {
  outlineTitle: { en: 'ON THIS PAGE', zh: '本页目录' },
  prevPageText: { en: 'Previous Page', zh: '上一页' },
  nextPageText: { en: 'Next page', zh: '下一页' },
  lastUpdatedText: { en: 'Last Updated', zh: '最后更新于' },
  editLinkText: { en: 'Edit this page on GitHub', zh: '在 GitHub 上编辑此页' },
  notFoundText: { en: 'PAGE NOT FOUND', zh: '页面未找到' },
  takeMeHomeText: { en: 'Take me home', zh: '返回首页' },
  searchPlaceholderText: { en: 'Search Docs', zh: '搜索文档' },
  searchNoResultsText: { en: 'No results for', zh: '没有找到相关结果：' },
  searchPanelCancelText: { en: 'Cancel', zh: '取消' },
  scrollToTopText: { en: 'Back to top', zh: '回到顶部' },
  sourceCodeText: { en: 'Source', zh: '源码' },
  languagesText: { en: 'Languages', zh: '语言' },
  themeText: { en: 'Theme', zh: '主题' },
  menuTitle: { en: 'Menu', zh: '菜单' },
  copyMarkdownText: { en: 'Copy page as Markdown', zh: '复制本页 Markdown' },
  copyMarkdownLinkText: { en: 'Copy Markdown link', zh: '复制 Markdown 链接' },
  openInText: { en: 'Open in {{name}}', zh: '在 {{name}} 中打开' },
  // The overview layout's filter (practice/frameworks): upstream's defaults speak of an "API".
  'overview.filterNameText': { en: 'Filter', zh: '筛选' },
  'overview.filterPlaceholderText': { en: 'Filter the guides', zh: '筛选指南' },
  'overview.filterNoResultText': { en: 'No matching guide', zh: '没有匹配的指南' },
} satisfies I18nText;
