import type { en } from './en';

/** Simplified Chinese interface texts; typed against `en` so a missing translation is a type error. */
export const zh: Record<keyof typeof en, string> = {
  'skipLink.text': '跳到正文',
  'nav.menuAccessibleLabel': '打开导航菜单',
  'nav.closeMenuAccessibleLabel': '关闭导航菜单',
  'nav.socialMoreText': '更多',
  'nav.socialMoreAccessibleLabel': '更多链接',
  'nav.socialLinkAccessibleLabel': 'Module Federation 的 {{name}}',
  'nav.languageAccessibleLabel': '切换语言',
  'appearance.toggleToDarkAccessibleLabel': '切换到深色主题',
  'appearance.toggleToLightAccessibleLabel': '切换到浅色主题',
  'scrollToTop.accessibleLabel': '回到顶部',
  'sidebar.openAccessibleLabel': '打开侧边栏',
  'sidebar.toggleGroupAccessibleLabel': '展开或收起“{{name}}”',
  'outline.openAccessibleLabel': '显示本页目录',
  'codeBlock.wrapAccessibleLabel': '切换自动换行',
  'codeBlock.copyAccessibleLabel': '复制代码',
  'codeBlock.copiedAccessibleLabel': '已复制',
  'notFound.title': '页面未找到',
  'notFound.homeLink': '返回首页',
  'sourceCode.label': '源码',
  'sourceCode.newTabAccessibleLabel': '在 {{host}} 上查看源码（在新标签页中打开）',
  'progress.loadingAccessibleLabel': '页面加载中',
  'packageManager.tabsAccessibleLabel': '包管理器',
};
