// @ts-check
/**
 * Words readers type that a page or an entry does not use itself, indexed for it by the search build
 * (plugins/search/records.ts, docs-dev/search.md). A Chinese reader looks for the `exposes` page under 暴露
 * and for a CORS failure under 跨域; the page keeps its own wording, and search knows both.
 *
 * `target` is a route, or a route and a heading id (`/zh/guide/troubleshooting/#manifest-cors`): a
 * route's words rank the page as its title would, an entry's words lead to that section. Besides this
 * list, every term of config/terms.mjs is known in both forms: a page titled with a term's English form
 * (`exposes`, singular or plural) is indexed with the term's Chinese form too, and the other way round.
 * Each word here has a query in tests/fixtures/search-relevance.json or a check in
 * tests/unit/search/relevance.test.ts.
 *
 * @type {readonly { target: string, words: string[] }[]}
 */
export const SEARCH_KEYWORDS = [
  { target: '/zh/configure/exposes', words: ['暴露模块'] },
  { target: '/zh/configure/manifest', words: ['清单', '清单文件'] },
  { target: '/zh/configure/shared', words: ['共享依赖'] },
  { target: '/zh/guide/troubleshooting/#manifest-cors', words: ['跨域', '跨域请求'] },
  { target: '/zh/guide/troubleshooting/#cors-warning', words: ['跨域'] },
  { target: '/zh/guide/start/quick-start#blank-page', words: ['白屏'] },
  { target: '/zh/guide/troubleshooting/#startup-sync-share', words: ['白屏'] },
  { target: '/zh/guide/troubleshooting/#remote-entry-404', words: ['白屏', '加载失败'] },
  { target: '/zh/guide/troubleshooting/#hmr', words: ['热更新', 'HMR'] },
  { target: '/zh/guide/troubleshooting/#styles-missing', words: ['样式丢失'] },
  // Concept words of the pages that define them: the site's own wording differs (与/和, Module Federation/模块联邦).
  { target: '/zh/guide/start/#what-is-module-federation', words: ['什么是模块联邦', '模块联邦'] },
  { target: '/zh/guide/start/#producers-and-consumers', words: ['生产者和消费者'] },
  { target: '/guide/start/#producers-and-consumers', words: ['host and remote'] },
  { target: '/zh/configure/shared#singleton', words: ['单例'] },
  { target: '/zh/configure/dts', words: ['类型生成'] },
  { target: '/zh/guide/basic/runtime#loadremote', words: ['加载远程模块'] },
];
