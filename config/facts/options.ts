/**
 * The options of `ModuleFederationPlugin` that have a configuration page: their type as written in
 * `@module-federation/sdk/dist/types/plugins/ModuleFederationPlugin.d.ts` (2.9.2), their default and the
 * package file where that default is set. The Type/Default lines of docs/{en,zh}/configure/*.mdx are
 * rendered from here by `<OptionFacts name="…" />` (components/OptionFacts); other pages link to those
 * pages instead of restating them. tests/unit/facts/options.test.ts compares every type with the
 * installed declarations, so an upgrade that changes one fails naming the option.
 */

import type { ConfigureOption } from '../siteFacts.mjs';

/** A text in each language of the site. */
export interface Bilingual {
  en: string;
  zh: string;
}

export interface OptionFact {
  /** The property of `ModuleFederationPluginOptions`. */
  name: string;
  /** The type exactly as the .d.ts writes it (whitespace collapsed, comments removed). */
  type: string;
  /** When `type` names an alias of the same file, what the alias stands for. */
  expands?: string;
  /** What the page shows as the type, when the declaration is too long to read in one line. */
  shownType?: string;
  /** The default as code (`undefined`, `'version-first'`), or null when there is none. */
  default: string | null;
  /**
   * What the default means, in each language: it follows the default and a comma (en `, `, zh `，`), or
   * stands alone when `default` is null. Inline code in backticks.
   */
  defaultNote?: Bilingual;
  /**
   * The package file that sets (or checks) the default; the .d.ts when nothing sets one. When the
   * webpack plugin (`@module-federation/enhanced`) and Rspack set it in different files, this is the
   * webpack plugin's and `rspackSetIn` names Rspack's.
   */
  defaultSetIn: string;
  /** Where Rspack sets the same default, when that is not `defaultSetIn`. */
  rspackSetIn?: string;
}

const SDK_TYPES = '@module-federation/sdk/dist/types/plugins/ModuleFederationPlugin.d.ts';

export const OPTIONS = [
  {
    name: 'name',
    type: 'string',
    default: null,
    defaultNote: {
      en: 'none. The types mark it optional, but both the Rspack and the webpack plugin throw an error at build time when it is missing, so treat it as required.',
      zh: '无。类型定义中它是可选的，但 Rspack 和 webpack 插件在缺少它时都会在构建阶段报错，因此应视为必填项。',
    },
    defaultSetIn: '@module-federation/enhanced/dist/src/lib/container/ModuleFederationPlugin.js',
  },
  {
    name: 'filename',
    type: 'string',
    default: 'undefined',
    defaultNote: {
      en: 'so the remote entry is named by `output.filename`, with `[name]` replaced by the `name` of the container',
      zh: '此时远程入口的文件名由 `output.filename` 决定，其中的 `[name]` 会被替换为容器的 `name`',
    },
    defaultSetIn: SDK_TYPES,
  },
  {
    name: 'exposes',
    type: 'Exposes',
    default: 'undefined',
    defaultNote: {
      en: 'so nothing is exposed and no remote entry is emitted',
      zh: '不暴露任何模块，也不产出远程入口',
    },
    defaultSetIn: SDK_TYPES,
  },
  {
    name: 'remotes',
    type: 'Remotes',
    default: 'undefined',
    defaultNote: { en: 'so the build consumes no producers', zh: '不消费任何生产者' },
    defaultSetIn: SDK_TYPES,
  },
  {
    name: 'shared',
    type: 'Shared',
    default: 'undefined',
    defaultNote: {
      en: 'so every application bundles and uses its own copy of every dependency',
      zh: '每个应用都打包并使用自己的一份依赖',
    },
    defaultSetIn: SDK_TYPES,
  },
  {
    name: 'shareStrategy',
    type: 'SharedStrategy',
    expands: "'version-first' | 'loaded-first'",
    shownType: "'version-first' | 'loaded-first'",
    default: "'version-first'",
    defaultSetIn: '@module-federation/enhanced/dist/src/lib/container/runtime/utils.js',
    rspackSetIn: '@rspack/core/dist/index.js',
  },
  {
    name: 'runtimePlugins',
    type: '(string | [string, Record<string, unknown>])[]',
    default: 'undefined',
    defaultNote: {
      en: 'so only the plugins that the build plugin adds itself are registered',
      zh: '只注册构建插件自己添加的插件',
    },
    defaultSetIn: SDK_TYPES,
  },
  {
    name: 'getPublicPath',
    type: 'string',
    default: 'undefined',
    defaultNote: {
      en: "so the producer's assets are loaded from `output.publicPath`",
      zh: '生产者的资源从 `output.publicPath` 加载',
    },
    defaultSetIn: SDK_TYPES,
  },
  {
    name: 'implementation',
    type: 'string',
    default: 'undefined',
    defaultNote: {
      en: 'so the plugin uses the `@module-federation/runtime-tools` that is installed next to it',
      zh: '插件使用安装在它旁边的 `@module-federation/runtime-tools`',
    },
    defaultSetIn: '@module-federation/enhanced/dist/src/lib/container/runtime/FederationRuntimePlugin.js',
    rspackSetIn: '@rspack/core/dist/index.js',
  },
  {
    name: 'manifest',
    type: 'boolean | PluginManifestOptions',
    default: 'undefined',
    defaultNote: {
      en: 'which emits the manifest; only `false` turns it off',
      zh: '即产出 manifest；只有设为 `false` 才会关闭',
    },
    defaultSetIn: '@module-federation/enhanced/dist/src/lib/container/ModuleFederationPlugin.js',
  },
  {
    name: 'dev',
    type: 'boolean | PluginDevOptions',
    default: 'undefined',
    defaultNote: {
      en: 'which behaves like `true` while `dts` is on: the helpers are on in development builds, with the sub-option defaults below',
      zh: '在 `dts` 开启时效果等同于 `true`：在开发构建中开启这些辅助功能，子配置项取下文的默认值',
    },
    defaultSetIn: '@module-federation/dts-plugin/dist/index.js',
  },
  {
    name: 'dts',
    type: 'boolean | PluginDtsOptions',
    default: 'undefined',
    defaultNote: {
      en: 'which turns the feature on when the project root (the `context` of the bundler) contains a `tsconfig.json` and off otherwise',
      zh: '即项目根目录（构建工具的 `context`）下有 `tsconfig.json` 时开启，否则关闭',
    },
    defaultSetIn: '@module-federation/dts-plugin/dist/index.js',
  },
  {
    name: 'experiments',
    type: "{ externalRuntime?: boolean; provideExternalRuntime?: boolean; asyncStartup?: boolean; optimization?: { disableSnapshot?: boolean; disableRemote?: boolean; disableShared?: boolean; target?: 'web' | 'node'; }; }",
    shownType: '{ externalRuntime?, provideExternalRuntime?, asyncStartup?, optimization? }',
    default: 'undefined',
    defaultNote: { en: 'so every flag is off unless you set it', zh: '除非显式设置，所有开关都是关闭的' },
    defaultSetIn: SDK_TYPES,
  },
] as const satisfies readonly (OptionFact & { name: ConfigureOption })[];

/**
 * A sub-option that guide pages state facts about: its member of an interface of the same .d.ts, and the
 * section of its configuration page. Guide pages show its default with `<OptionDefault name="…" />`,
 * a link to that section, so the value is written here only.
 */
export interface SubOptionFact extends OptionFact {
  /** `Interface.member` in the .d.ts. */
  declaredAs: string;
  /** The section of the configuration page that documents it, without the language prefix. */
  page: string;
}

const DTS_PLUGIN = '@module-federation/dts-plugin/dist/index.js';

export const SUB_OPTIONS = [
  {
    name: 'shared.singleton',
    declaredAs: 'SharedConfig.singleton',
    type: 'boolean',
    default: 'false',
    defaultSetIn: SDK_TYPES,
    page: '/configure/shared#singleton',
  },
  {
    name: 'shared.eager',
    declaredAs: 'SharedConfig.eager',
    type: 'boolean',
    default: 'false',
    defaultSetIn: SDK_TYPES,
    page: '/configure/shared#eager',
  },
  {
    name: 'shared.requiredVersion',
    declaredAs: 'SharedConfig.requiredVersion',
    type: 'false | string',
    default: null,
    defaultNote: {
      en: 'the range in the nearest `package.json` above the importing code that lists the package',
      zh: '导入方代码上层最近一个列出该包的 `package.json` 中写的版本范围',
    },
    defaultSetIn: SDK_TYPES,
    page: '/configure/shared#requiredversion',
  },
  {
    name: 'dev.disableLiveReload',
    declaredAs: 'PluginDevOptions.disableLiveReload',
    type: 'boolean',
    default: 'true',
    defaultNote: { en: 'so live reload is off', zh: '即实时刷新默认关闭' },
    defaultSetIn: DTS_PLUGIN,
    page: '/configure/dev#disablelivereload',
  },
  {
    name: 'dts.generateTypes.compileInChildProcess',
    declaredAs: 'DtsRemoteOptions.compileInChildProcess',
    type: 'boolean',
    default: 'true',
    defaultSetIn: DTS_PLUGIN,
    page: '/configure/dts#generatetypes',
  },
  {
    name: 'dts.consumeTypes.consumeAPITypes',
    declaredAs: 'DtsHostOptions.consumeAPITypes',
    type: 'boolean',
    default: 'true',
    defaultSetIn: DTS_PLUGIN,
    page: '/configure/dts#consumetypes',
  },
] as const satisfies readonly SubOptionFact[];

/** The name of an option that has facts here. */
export type OptionName = (typeof OPTIONS)[number]['name'] | (typeof SUB_OPTIONS)[number]['name'];
/** The name of a sub-option that has facts here. */
export type SubOptionName = (typeof SUB_OPTIONS)[number]['name'];

/** The facts of one option or sub-option. */
export function optionFact(name: OptionName): OptionFact {
  const fact = [...OPTIONS, ...SUB_OPTIONS].find((o) => o.name === name);
  if (!fact) throw new Error(`No facts for the option "${name}" in config/facts/options.ts`);
  return fact;
}

/** The facts of one sub-option, with the section that documents it. */
export function subOptionFact(name: SubOptionName): SubOptionFact {
  const fact = SUB_OPTIONS.find((o) => o.name === name);
  if (!fact) throw new Error(`No facts for the sub-option "${name}" in config/facts/options.ts`);
  return fact;
}
