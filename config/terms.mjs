// @ts-check
/**
 * The Chinese term list: one rendering per concept. `lib/content/checkTerms.mjs` fails on an `avoid`
 * variant in the prose of a `docs/zh` page, and the term table in CONTRIBUTING.md is generated from this
 * list (`node scripts/check-content.mjs --write-terms` rewrites it; the check fails when it is stale).
 *
 * `zh` is what the page writes; `keep: true` marks a term that stays in English. `avoid` lists the
 * renderings that must not appear (matched case-sensitively; an ASCII variant only as a whole word).
 * `why` records the reason or the source of the decision, for the next person who doubts it.
 */

/**
 * @typedef {{ en: string, zh: string, keep?: boolean, avoid?: string[], why?: string }} Term
 */

/** @type {readonly Term[]} */
export const TERMS = [
  { en: 'remote, producer', zh: '生产者' },
  {
    en: 'host, consumer',
    zh: '消费者',
    avoid: ['宿主应用', '宿主的', '构建插件的宿主'],
    why: 'One word for the app that loads remote modules (review 2026-12-01, U1). Bare 宿主 stays legitimate for the shadow host (宿主元素).',
  },
  {
    en: 'shell (the top-level application that composes producers)',
    zh: '主应用',
    avoid: ['外壳应用', '外壳'],
    why: 'Chinese micro-frontend docs (qiankun, micro-app, wujie) say 主应用; 外壳 is a literal rendering nobody searches for.',
  },
  { en: 'expose / exposed module', zh: '暴露 / 暴露的模块' },
  { en: 'shared dependency', zh: '共享依赖' },
  { en: 'share scope', zh: '共享作用域' },
  { en: 'singleton', zh: '单例' },
  { en: 'runtime', zh: '运行时' },
  { en: 'remote entry (`remoteEntry.js`)', zh: '远程入口' },
  {
    en: 'manifest (`mf-manifest.json`)',
    zh: 'manifest',
    keep: true,
    avoid: ['清单文件', 'manifest 清单', '清单地址', '清单的请求', '字段清单'],
    why: 'Not plain 清单: 资源清单 and 检查清单 are legitimate. A manifest URL is a manifest 地址 (review 2026-11-27, N-T1); a list of fields is a 字段列表.',
  },
  {
    en: 'chunk',
    zh: 'chunk',
    keep: true,
    avoid: ['代码块'],
    why: 'The Rspack and webpack Chinese docs keep chunk (异步 chunk, initial chunk); 代码块 reads as a code sample.',
  },
  {
    en: 'initial chunk',
    zh: '初始 chunk',
    avoid: ['首屏 chunk', '首屏包'],
    why: 'The Rspack Chinese docs (SplitChunksPlugin) say 初始 chunk; 首屏 is the above-the-fold screen, another concept.',
  },
  { en: 'build plugin / runtime plugin', zh: '构建插件 / 运行时插件' },
  {
    en: 'hook (Module Federation plugin hook)',
    zh: '钩子',
    avoid: ['hooks'],
    why: 'Rspack and Module Federation Chinese docs say 钩子 for plugin hooks.',
  },
  {
    en: 'Hook (React Hook)',
    zh: 'Hook',
    keep: true,
    avoid: ['Hooks'],
    why: 'The React Chinese docs (zh-hans.react.dev) write Hook, singular and capitalised, without a plural s.',
  },
  {
    en: 'browser extension (the Module Federation Chrome DevTools extension)',
    zh: '扩展',
    avoid: ['Chrome 插件', '浏览器插件', '开发者工具插件', 'DevTools 插件', 'Chrome DevTools 扩展'],
    why: 'Chrome calls them 扩展程序; 插件 would collide with Module Federation build and runtime plugins.',
  },
  {
    en: 'live reload',
    zh: '实时刷新',
    avoid: ['热刷新', '页面自动刷新'],
    why: 'Kept apart from HMR (热更新, as the Rspack Chinese docs call hot updates): live reload reloads the whole page.',
  },
  {
    en: 'hot update / HMR, hot reload of types',
    zh: '热更新 / 类型热更新',
    avoid: ['热重载'],
    why: 'The Rspack Chinese docs: 热更新, 模块热替换 (HMR).',
  },
  {
    en: 'hydration',
    zh: '水合',
    avoid: ['注水'],
    why: 'The React Chinese docs and the Chinese React community write 水合 (hydration mismatch: 水合不匹配).',
  },
  {
    en: 'peer dependency',
    zh: '对等依赖',
    avoid: ['peer 依赖', '同级依赖', 'peer 范围'],
    why: 'The npm term; the field name `peerDependencies` stays in code.',
  },
  { en: 'bundler', zh: '构建工具', avoid: ['打包工具'] },
  {
    en: 'build output (what a build emits)',
    zh: '构建产物',
    avoid: ['打包产物'],
    why: 'As 构建工具 for bundler; 打包 is the older word for the same step (review 2026-12-01, U2).',
  },
  {
    en: 'lockfile (package-lock.json, pnpm-lock.yaml)',
    zh: '锁文件',
    avoid: ['lockfile'],
    why: 'The npm and pnpm Chinese docs say 锁文件 (review 2026-12-01, S4); the file names stay in code.',
  },
  {
    en: 'bundler runtime (the runtime code a build emits)',
    zh: '构建工具运行时',
    avoid: ['构建运行时', '打包运行时'],
    why: 'The glossary entry {#bundler-runtime}.',
  },
  {
    en: 'webpack',
    zh: 'webpack',
    keep: true,
    avoid: ['Webpack'],
    why: 'Lower case in Chinese text, as webpack.js.org/zh and the rest of this site write it; the capital only starts an English sentence.',
  },
  {
    en: 'origin (scheme, host and port)',
    zh: '源',
    avoid: ['生产者的域名', '消费者的域名', '自己的域名', '所在域名', '页面的 origin', '主应用的域名', '微前端的域名'],
    why: 'As in 同源策略 and MDN zh; 源（origin） on first mention on a page. 域名 is a host name and stays only where a host name is meant (第三方域名), so only the phrases that mean an origin are listed.',
  },
  {
    en: 'devtools (browser developer tools)',
    zh: '开发者工具',
    avoid: ['调试工具'],
  },
  {
    en: 'Chrome Web Store',
    zh: 'Chrome 网上应用店',
    avoid: ['Chrome 应用商店'],
    why: 'The name Chrome itself shows in Chinese.',
  },
  {
    en: 'Network panel (devtools)',
    zh: '网络面板',
    avoid: ['Network 面板'],
    why: 'Chinese Chrome labels the panel 网络.',
  },
  {
    en: 'widget',
    zh: '小组件',
    avoid: ['小部件', '微件', 'widget'],
  },
  {
    en: 'configuration overview (/configure/)',
    zh: '配置概览',
    avoid: ['配置总览'],
    why: 'The title of that page (H1 配置概览, sidebar 概览).',
  },
  {
    en: 'rollout, gradual rollout',
    zh: '灰度发布',
    avoid: ['渐进式发布'],
  },
  { en: 'type hints', zh: '类型提示' },
  { en: 'micro-frontend', zh: '微前端' },
  { en: 'preload / prefetch', zh: '预加载 / 预取' },
  {
    en: 'bridge (React Bridge, Vue Bridge)',
    zh: '桥接',
    why: 'A page title adds the English name once for readers who search for it: React 桥接（React Bridge）.',
  },
  { en: 'async boundary', zh: '异步边界' },
  {
    en: 'bundled app (an app built with a federation build plugin)',
    zh: '使用构建插件的应用',
    avoid: ['打包应用', '经过打包的应用', '打包代码'],
    why: '打包应用 reads as the verb phrase "bundle the app"; the build-plugin wording says what makes the difference (review 2026-11-27, N-T2). Code in the output is 构建产物中的代码.',
  },
  {
    en: 'production build',
    zh: '生产构建',
    avoid: ['production 构建'],
    why: 'As the Rspack and Rsbuild Chinese docs write it (生产模式, 生产构建).',
  },
  {
    en: 'share key (the name a package is shared under)',
    zh: '共享键',
    avoid: ['share key'],
  },
  {
    en: 'npm registry',
    zh: 'npm registry',
    keep: true,
    avoid: ['npm 仓库', 'npm 源'],
    why: '仓库 is also the GitHub repository, and one sentence used it for both (review 2026-11-27, N-T10); the npm and pnpm Chinese docs keep registry.',
  },
  {
    en: 'entry point (the runtime API an app starts from: init, createInstance, getInstance)',
    zh: '入口函数',
    why: 'Plain 入口 is the remote entry (远程入口) or a build entry; the API is an 入口函数 (review 2026-11-27, N-T3).',
  },
  {
    en: 'public path (`publicPath`)',
    zh: '公共路径',
    why: 'As the glossary defines it; the option name stays in inline code (`publicPath`) and is not used as a word in prose (review 2026-11-27, N-T9).',
  },
  { en: 'fallback', zh: '兜底' },
  { en: 'server-side rendering (SSR)', zh: '服务端渲染（SSR）' },
];

/**
 * Headings whose id recurs on many pages: the same id has the same text in each language.
 * @type {Readonly<Record<string, { en: string, zh: string }>>}
 */
export const FIXED_HEADINGS = {
  'next-steps': { en: 'Next steps', zh: '下一步' },
  pitfalls: { en: 'Pitfalls', zh: '常见陷阱' },
  troubleshooting: { en: 'Troubleshooting', zh: '问题排查' },
  'support-status': { en: 'Support status', zh: '支持情况' },
};
