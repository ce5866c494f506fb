// Runs the installed federation runtime and bridges the way a browser page does, for the behaviour
// scenarios in content.scenarios.ts. It is its own Node process for three reasons: the runtime decides
// once, when @module-federation/sdk loads, whether it is in a browser (it looks for `window` and
// `document`), so a jsdom window is installed first; module-level state (the instance `init` sets, the
// instance the React bridge plugin hands over) must start empty; and Vitest would load the bridge's
// chunks in its own module graph, apart from the `/plugin` entry that shares state with them.
// Prints one JSON object: case name -> what happened. Nothing leaves the machine: the only URLs are a
// closed port on 127.0.0.1 and data: URLs.
import { JSDOM } from 'jsdom';
import child from './child.cjs';

// Cast: the installed jsdom typings declare the constructor without its options argument.
const dom = new /** @type {any} */ (JSDOM)('<!doctype html><html><head></head><body></body></html>', {
  runScripts: 'dangerously',
  resources: 'usable',
  url: 'http://127.0.0.1/',
});
/** @type {Record<string, unknown>} */
const jsdomGlobals = /** @type {any} */ (dom.window);
for (const key of [
  'window',
  'document',
  'navigator',
  'HTMLScriptElement',
  'HTMLElement',
  'Element',
  'Node',
  'SVGElement',
]) {
  Object.defineProperty(globalThis, key, { value: jsdomGlobals[key], configurable: true, writable: true });
}

const runtime = await import('@module-federation/runtime');
const { createInstance } = runtime;
const { firstLine } = child;
const quiet = () => {};
const saved = { error: console.error, warn: console.warn, log: console.log };
/** @type {Record<string, string>} */
const results = {};

/**
 * What `run` throws, as its first line with the logger's prefix (content.scenarios.ts reads it), or 'no error'.
 * @param {() => unknown} run
 */
const failure = (run) => child.failure(run, firstLine);

console.error = quiet;
console.warn = quiet;
console.log = quiet;

// Before anything calls `init`: the module-level helpers have no instance.
results.noInstance = await failure(() => runtime.loadRemote('producer/Button'));

// A producer whose remoteEntry.js cannot be fetched (closed port): the <script> fires `error`.
const down = createInstance({
  name: 'browser_host_down',
  remotes: [{ name: 'producer_down', entry: 'http://127.0.0.1:9/remoteEntry.js' }],
});
results.entryScriptFailed = await failure(() => down.loadRemote('producer_down/Button'));

// A script that loads but does not define the global named after the producer.
const wrong = createInstance({
  name: 'browser_host_wrong',
  remotes: [
    { name: 'producer_wrong', entry: `data:text/javascript,${encodeURIComponent('window.somethingElse = {};')}` },
  ],
});
results.entryGlobalMissing = await failure(() => wrong.loadRemote('producer_wrong/Button'));

// bridge-vue3: a runtime plugin with every bridge hook, then one render and one destroy.
/** @type {string[]} */
const vueCalls = [];
/** @param {string[]} calls */
const bridgeHooks = (calls) => ({
  name: 'count-bridge-hooks',
  beforeBridgeRender: () => {
    calls.push('beforeBridgeRender');
  },
  afterBridgeRender: () => {
    calls.push('afterBridgeRender');
  },
  beforeBridgeDestroy: () => {
    calls.push('beforeBridgeDestroy');
  },
  afterBridgeDestroy: () => {
    calls.push('afterBridgeDestroy');
  },
  afterBridgeRouteSync: () => {
    calls.push('afterBridgeRouteSync');
  },
});

// bridge-react: which hooks the producer side emits, without and then with the bridge plugin, and
// which field of `beforeBridgeRender`'s return value reaches the producer's props.
const { createBridgeComponent: createReactBridge } = await import('@module-federation/bridge-react');
const { default: BridgeReactPlugin } = await import('@module-federation/bridge-react/plugin');
/**
 * @param {string} name
 * @param {import('@module-federation/runtime').ModuleFederationRuntimePlugin[]} plugins
 */
async function renderReact(name, plugins) {
  createInstance({ name, remotes: [], plugins });
  /** @type {Record<string, unknown>} */
  let props = {};
  const bridge = createReactBridge({
    rootComponent: () => null,
    // A render stand-in instead of react-dom: it receives the element the bridge built.
    render: (/** @type {any} */ element) => {
      props = element.props.propsInfo;
      return /** @type {any} */ ({ unmount() {} });
    },
  })();
  const dom = document.createElement('div');
  await bridge.render({ moduleName: 'producer/App', dom, basename: '/' });
  await bridge.destroy({ moduleName: 'producer/App', dom });
  return props;
}
/** @type {string[]} */
const reactBare = [];
await renderReact('browser_react_bare', [bridgeHooks(reactBare)]);
results.reactHooksWithoutPlugin = reactBare.length ? reactBare.join(', ') : 'none';
/** @type {string[]} */
const reactCalls = [];
await renderReact('browser_react_plugin', [BridgeReactPlugin(), bridgeHooks(reactCalls)]);
results.reactProducerHooks = reactCalls.length ? reactCalls.join(', ') : 'none';
const returned = { extraProps: { fromExtraProps: 1 }, props: { fromProps: 1 }, moduleName: 'replaced', fromTop: 1 };
const props = await renderReact('browser_react_return', [
  BridgeReactPlugin(),
  { name: 'return-from-before-render', beforeBridgeRender: () => returned },
]);
const used = Object.entries(returned).filter(([field, value]) =>
  typeof value === 'object' ? Object.keys(value).every((k) => k in props) : props[field] === value,
);
results.beforeRenderUsedField = used.map(([field]) => field).join(', ') || 'none';

runtime.init({ name: 'browser_host_vue', remotes: [], plugins: [bridgeHooks(vueCalls)] });
const { createBridgeComponent } = await import('@module-federation/bridge-vue3');
const { defineComponent, h } = await import('vue');
const vueBridge = createBridgeComponent({
  rootComponent: defineComponent({ render: () => h('p', 'producer') }),
  appOptions: () => ({}),
})();
const vueDom = document.createElement('div');
document.body.append(vueDom);
try {
  await vueBridge.render({ moduleName: 'producer/App', dom: vueDom, basename: '/' });
  const rendered = vueDom.textContent === 'producer';
  await vueBridge.destroy({ dom: vueDom });
  // Only a render that really happened counts as "no hook fired".
  results.vue3HooksFired = !rendered ? 'did not render' : vueCalls.length ? vueCalls.join(', ') : 'none';
} catch (e) {
  results.vue3HooksFired = `render failed: ${firstLine(e)}`;
}

Object.assign(console, saved);
process.stdout.write(JSON.stringify(results));
dom.window.close();
process.exit(0);
