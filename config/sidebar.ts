import type { Sidebar, SidebarDivider, SidebarGroup, SidebarItem, SidebarSectionHeader } from '@rspress/core';
import { type Bilingual, bilingual } from './bilingual';
import { CONFIGURE_OPTIONS, existsIn, type Lang } from './siteFacts.mjs';

type Node =
  | { kind: 'page'; text: Record<Lang, string | null>; link: string; tag?: Bilingual }
  | { kind: 'group'; text: Bilingual; items: Node[]; collapsed?: boolean; link?: string }
  | { kind: 'divider'; dividerType: 'solid' | 'dashed' }
  | { kind: 'header'; text: Bilingual };

const page = (link: string, en: string | null, zh: string | null, tag?: Bilingual): Node => ({
  kind: 'page',
  text: { en, zh },
  link,
  ...(tag ? { tag } : {}),
});

/**
 * A sidebar item tag (SPEC §3: icon image or SVG markup) marking a new page: a four-point star that
 * takes the item's brand colour, named in the page's language for assistive technology.
 */
const svgTag = (label: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16" width="16" height="16" role="img" aria-label="${label}" class="mf-sidebar-tag"><path fill="currentColor" d="M8 0l1.8 5.2L15 7l-5.2 1.8L8 14l-1.8-5.2L1 7l5.2-1.8z"/></svg>`;
const NEW_TAG: Bilingual = bilingual(svgTag('New'), svgTag('新'));
const group = (en: string, zh: string, items: Node[], extra: { collapsed?: boolean; link?: string } = {}): Node => ({
  kind: 'group',
  text: bilingual(en, zh),
  items,
  ...extra,
});
/** A group that starts collapsed (SPEC §2: the Frameworks group under Practice and its sub-groups). */
const collapsedGroup = (en: string, zh: string, items: Node[]): Node => group(en, zh, items, { collapsed: true });
const divider = (dividerType: 'solid' | 'dashed'): Node => ({ kind: 'divider', dividerType });
const header = (en: string, zh: string): Node => ({ kind: 'header', text: bilingual(en, zh) });

/**
 * The sidebars of both languages, keyed by route prefix. A page that exists in one language only
 * (config/siteFacts.mjs) has `null` as its text in the other.
 * `/practice/frameworks/next/dynamic-remotes` is deliberately absent (SPEC §2).
 */
const SIDEBARS: Record<string, Node[]> = {
  '/guide/': [
    group('Getting started', '开始', [
      page('/guide/start/', 'Introduction', '介绍'),
      page('/guide/start/setting-up-env', 'Setting up the environment', '环境准备'),
      page('/guide/start/quick-start', 'Quick start', '快速上手'),
      page('/guide/start/features', 'Features', '功能特性'),
      page('/guide/start/glossary', 'Glossary', '术语表'),
      page('/guide/start/npm-packages', 'npm packages', 'npm 包'),
      page('/guide/start/choosing', 'Choosing an approach', '方案选型'),
      page('/guide/start/ai', 'Using the docs with an AI agent', '配合 AI 助手使用文档'),
    ]),
    divider('solid'),
    group('Basics', '基础', [
      page('/guide/basic/runtime', 'Runtime API', '运行时 API'),
      page('/guide/basic/remote-lifecycle', 'The life of a remote', '生产者的生命周期'),
      page('/guide/basic/load-failures', 'When a remote fails to load', '处理加载失败的生产者'),
      page('/guide/basic/rspack', 'Rspack plugin', 'Rspack 插件'),
      page('/guide/basic/webpack', 'Webpack plugin', 'webpack 插件'),
      page('/guide/basic/chrome-devtool', 'Chrome DevTools', 'Chrome 开发者工具'),
      page('/guide/basic/type-prompt', 'Type hints', '类型提示'),
      page('/guide/basic/css-isolate', 'Style isolation', '样式隔离'),
      page('/guide/basic/vite', 'Vite plugin', 'Vite 插件'),
      page('/guide/basic/rslib', 'Rslib', 'Rslib'),
      page('/guide/basic/rstest', 'Rstest', 'Rstest'),
      page('/guide/basic/cli', 'Command-line tool', '命令行工具'),
      page('/guide/basic/error-catalog', 'Error catalog', null),
    ]),
    group('Debugging', '调试', [
      page('/guide/debug/mode', 'Debug mode', '调试模式'),
      page('/guide/debug/variables', 'Global variables', '全局变量'),
    ]),
    // Issue 43: the recipes of the official guide/advanced tree.
    group('Advanced', '进阶', [
      page('/guide/advanced/manifest-fields', 'Manifest and stats fields', 'manifest 与 stats 字段'),
      page('/guide/advanced/multiple-shared-scope', 'Multiple share scopes', '多共享作用域'),
      page('/guide/advanced/runtime-size-optimization', 'Runtime size', '运行时体积'),
      page('/guide/advanced/shared-tree-shaking', 'Shared tree shaking', '共享依赖 tree shaking'),
    ]),
    divider('dashed'),
    header('Frameworks', '框架'),
    page('/guide/framework/modernjs', 'Modern.js', 'Modern.js'),
    page('/guide/framework/nextjs', 'Next.js', 'Next.js'),
    page('/guide/framework/vue', 'Vue', 'Vue'),
    page('/guide/framework/nx', 'Nx workspaces', 'Nx 工作区'),
    page('/guide/framework/react-native', 'React Native (Metro)', 'React Native (Metro)'),
    page('/guide/framework/storybook', 'Storybook', 'Storybook'),
    page('/guide/framework/stacks', 'Every stack covered', '已覆盖的技术栈'),
    header('Deployment', '部署'),
    page('/guide/deployment/zephyr', 'Deploying with Zephyr Cloud', '用 Zephyr Cloud 部署'),
    divider('solid'),
    // Decision 0007: the paths the runtime's error links point to, plus the symptom index.
    group('Troubleshooting', '问题排查', [
      page('/guide/troubleshooting/', 'Troubleshooting by symptom', '按现象排查'),
      page('/guide/troubleshooting/runtime', 'Runtime error codes', '运行时错误码'),
      page('/guide/troubleshooting/build', 'Build error codes', '构建错误码'),
      page('/guide/troubleshooting/type', 'Type error codes', '类型错误码'),
      page('/guide/troubleshooting/messages', 'Console messages by package', '控制台消息索引'),
      page('/guide/troubleshooting/messages-runtime', 'Runtime messages', '运行时消息'),
      page('/guide/troubleshooting/messages-build', 'Build and type messages', '构建与类型消息'),
      page('/guide/troubleshooting/messages-bridge', 'Bridge messages', '桥接消息'),
      page('/guide/troubleshooting/known-problems', 'Known problems by release', '按版本列出的已知问题'),
      page('/guide/troubleshooting/vite', 'Vite troubleshooting', 'Vite 问题排查'),
    ]),
  ],
  '/practice/': [
    page('/practice/overview', 'Overview', '概览'),
    divider('solid'),
    group('Bridges', '桥接', [
      page('/practice/bridge/', 'Bridge overview', '桥接概览'),
      page('/practice/bridge/react-bridge', 'React bridge', 'React 桥接'),
      page('/practice/bridge/vue-bridge', 'Vue 3 bridge', 'Vue 3 桥接'),
    ]),
    collapsedGroup('Frameworks', '框架', [
      page('/practice/frameworks/', 'Overview', '概览'),
      collapsedGroup('React', 'React', [
        page('/practice/frameworks/react/', 'Getting started', '入门'),
        page('/practice/frameworks/react/i18n-react', 'Internationalisation', '国际化'),
        page(
          '/practice/frameworks/react/rsbuild-cra',
          'From Create React App to Rsbuild',
          '从 Create React App 迁移到 Rsbuild',
        ),
      ]),
      collapsedGroup('Modern.js', 'Modern.js', [
        page('/practice/frameworks/modern/', 'Quick start', '快速上手'),
        page('/practice/frameworks/modern/dynamic-remote', 'Dynamic remotes', '动态生产者'),
      ]),
      collapsedGroup('Next.js', 'Next.js', [
        page('/practice/frameworks/next/', 'Getting started', '入门'),
        page('/practice/frameworks/next/importing-components', 'Importing components', '导入组件'),
        page('/practice/frameworks/next/importing-pages', 'Importing pages', '导入页面'),
        page('/practice/frameworks/next/express', 'Custom Express server', '自定义 Express 服务'),
        page('/practice/frameworks/next/presets', 'Presets', '预设'),
      ]),
      collapsedGroup('Angular', 'Angular', [
        page('/practice/frameworks/angular/angular-cli', 'Angular CLI', 'Angular CLI'),
        page('/practice/frameworks/angular/angular-mfe', 'Micro-frontends', '微前端'),
        page('/practice/frameworks/angular/mf-ssr-angular', 'Server-side rendering', '服务端渲染'),
        page('/practice/frameworks/angular/service-workers-mf', 'Service workers', 'Service Worker'),
        page('/practice/frameworks/angular/auth0', 'Auth0', 'Auth0'),
        page('/practice/frameworks/angular/okta-auth', 'Okta', 'Okta'),
        page('/practice/frameworks/angular/splitting-to-mf-part1', 'Splitting an app, part 1', '拆分应用（上）'),
        page('/practice/frameworks/angular/splitting-to-mf-part2', 'Splitting an app, part 2', '拆分应用（下）'),
      ]),
    ]),
    divider('dashed'),
    page('/practice/scenario/', 'Scenarios', '应用场景'),
    page('/practice/scenario/csp', 'Content-Security-Policy', '内容安全策略'),
    page('/practice/scenario/browser-support', 'Browser support', '浏览器兼容性'),
    group('Performance', '性能', [page('/practice/performance/prefetch', 'Data prefetch', '数据预取')]),
  ],
  '/configure/': [
    page('/configure/', 'Overview', '概览'),
    divider('solid'),
    header('Options', '配置项'),
    // An option's page title is its name in both languages; a page missing in Chinese has no Chinese item.
    ...CONFIGURE_OPTIONS.map(([name, slug]) =>
      page(`/configure/${slug}`, name, existsIn('zh', `/configure/${slug}`) ? name : null),
    ),
  ],
  '/plugin/': [
    group('Plugin system', '插件系统', [
      page('/plugin/dev/', 'Writing plugins', '编写插件'),
      page('/plugin/dev/hooks', null, '钩子'),
    ]),
    group('Official plugins', '官方插件', [
      page('/plugin/plugins/', 'Node plugin', null),
      page('/plugin/plugins/retry-plugin', 'Retry plugin', '重试插件', NEW_TAG),
    ]),
  ],
  '/blog/': [
    page('/blog/', 'All posts', '全部文章'),
    divider('solid'),
    page('/blog/v2-stable', '2.0 stable, checked', '2.0 稳定版核对'),
    page('/blog/announcement', 'Module Federation 2.0', 'Module Federation 2.0'),
    page('/blog/hoisted-runtime', 'Hoisted runtime', null),
  ],
};

type Out = SidebarGroup | SidebarItem | SidebarDivider | SidebarSectionHeader;

function localise(node: Node, lang: Lang): Out | null {
  switch (node.kind) {
    case 'divider':
      return { dividerType: node.dividerType };
    case 'header': {
      const text = node.text[lang];
      return text === null ? null : { sectionHeaderText: text };
    }
    case 'page': {
      // Pages that exist in one language only (config/siteFacts.mjs) are left out of the other's sidebar.
      if (!existsIn(lang, node.link)) return null;
      const text = node.text[lang];
      if (text === null) throw new Error(`config/sidebar.ts: ${node.link} exists in ${lang} but has no ${lang} text`);
      const tag = node.tag?.[lang];
      return { text, link: node.link, ...(tag ? { tag } : {}) };
    }
    case 'group': {
      const text = node.text[lang];
      if (text === null) return null;
      const items = node.items.map((n) => localise(n, lang)).filter((n): n is Out => n !== null);
      return {
        text,
        items,
        collapsible: true,
        collapsed: node.collapsed ?? false,
        ...(node.link ? { link: node.link } : {}),
      };
    }
  }
}

/** The sidebar of one language, ready for `themeConfig.locales[i].sidebar`. */
export function sidebarFor(lang: Lang): Sidebar {
  const out: Sidebar = {};
  for (const [prefix, nodes] of Object.entries(SIDEBARS)) {
    // Rspress matches sidebar keys against the full path, language prefix included; links inside are
    // prefixed by Rspress itself.
    out[lang === 'en' ? prefix : `/${lang}${prefix}`] = nodes
      .map((n) => localise(n, lang))
      .filter((n): n is Out => n !== null);
  }
  return out;
}
