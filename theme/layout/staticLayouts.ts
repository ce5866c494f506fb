/**
 * What theme/layout/lazyLayouts.tsx stands for, imported directly. Rspress's markdown renderer (the
 * `node_md` environment behind the llms `.md` files, react-render-to-markdown) does not wait for
 * `React.lazy`, so theme/plugin.ts swaps this module in there.
 */
export { Overview } from '@rspress/core/dist/theme/components/Overview/index.js';
export { HomeLayout } from './HomeLayout';
