// @ts-check
import { consumer, producer } from '../fixtures.mjs';

// The life of a remote after it loads (issue 42): a consumer built with the plugin loads `producer/Button`,
// the producer is redeployed at the same URL (server.mjs `redeploy`: the folder `producer` answers with
// `producer2`'s files, a build with the same name and `uniqueName` whose Button says v2), and the page
// registers it again, without and with `force`, recording what each load returned and which of the
// producer's files the browser requested (resource timing; the lab serves with `no-store`).
// `unload` removes the remote and lists what is left on the page; `instances` asks which instance sees
// which remote. Rspack 2 names the chunk-loading global `rspackChunk<uniqueName>` (`self.rspackChunklab_producer`).
const v1 = producer({ files: { 'src/Button.js': "export default function Button() { return 'Button v1'; }\n" } });
const v2 = producer({
  files: { 'src/Button.js': "export default function Button() { return 'Button v2'; }\n" },
  output: { uniqueName: 'lab_producer' },
});
const redeployable = { ...v1, serve: { redeploy: 'producer2' } };

/** The page's helpers: the instance, the producer's URL, requests since the last call, a load of Button. */
const helpers = `import { createInstance, getInstance, registerRemotes } from '@module-federation/enhanced/runtime';
const mf = getInstance();
const url = mf.options.remotes.find((r) => r.name === 'producer').entry.replace(/remoteEntry\\.js$/, '');
let seen = 0;
const requests = () => {
  const all = performance.getEntriesByType('resource').map((e) => e.name).filter((n) => n.startsWith(url));
  const fresh = all.slice(seen).map((n) => n.slice(url.length));
  seen = all.length;
  return fresh.filter((n) => !n.startsWith('__lab/')).join(', ') || 'none';
};
const within = (p) => Promise.race([p, new Promise((r) => setTimeout(() => r('no answer in 5 s'), 5000))]);
const button = (on = mf) => within(on.loadRemote('producer/Button').then((m) => m.default(), (e) => report(e).error.split('\\n')[0]));
const chunkGlobal = () => (Array.isArray(self.rspackChunklab_producer) ? self.rspackChunklab_producer.length + ' chunk(s)' : 'absent');`;

const steps = {
  redeploy: `${helpers}
(async () => {
  const out = {};
  out.first = await button(); out.firstRequests = requests();
  out.chunkGlobalAfterFirst = chunkGlobal();
  const held = (await mf.loadRemote('producer/Button')).default;
  await fetch(url + '__lab/redeploy');
  out.afterRedeploy = await button(); out.afterRedeployRequests = requests();
  mf.registerRemotes([{ name: 'producer', entry: url + 'remoteEntry.js' }]);
  out.noForce = await button(); out.noForceRequests = requests();
  mf.registerRemotes([{ name: 'producer', entry: url + 'remoteEntry.js' }], { force: true });
  out.force = await button(); out.forceRequests = requests();
  out.chunkGlobalAfterForce = chunkGlobal();
  mf.registerRemotes([{ name: 'producer', entry: url + 'remoteEntry.js?v=2' }], { force: true });
  out.forceQuery = await button(); out.forceQueryRequests = requests();
  out.held = held();
  labDone(out);
})().catch((e) => labDone(report(e)));`,
  cleared: `${helpers}
(async () => {
  const out = {};
  out.first = await button(); requests();
  await fetch(url + '__lab/redeploy');
  delete self.rspackChunklab_producer;
  mf.registerRemotes([{ name: 'producer', entry: url + 'remoteEntry.js' }], { force: true });
  out.force = await button(); out.forceRequests = requests();
  labDone(out);
})().catch((e) => labDone(report(e)));`,
  unload: `${helpers}
(async () => {
  const out = {};
  out.first = await button(); requests();
  const remote = mf.options.remotes.find((r) => r.name === 'producer');
  out.api = ['removeRemote', 'unregisterRemotes', 'unloadRemote'].filter((k) => typeof mf[k] === 'function').join(', ') || 'none on the instance';
  mf.remoteHandler.removeRemote(remote);
  out.left = {
    remotes: mf.options.remotes.map((r) => r.name).join(', ') || 'none',
    moduleCache: mf.moduleCache.has('producer'),
    entryGlobal: typeof self.producer,
    chunkGlobal: chunkGlobal(),
    scripts: [...document.querySelectorAll('script[src^="' + url + '"]')].map((s) => s.src.slice(url.length)).join(', ') || 'none',
    moduleInfo: Object.keys(__FEDERATION__.moduleInfo).filter((k) => k.startsWith('producer')).join(', ') || 'none',
    instances: __FEDERATION__.__INSTANCES__.map((i) => i.name).join(', '),
  };
  out.afterUnload = await button();
  labDone(out);
})().catch((e) => labDone(report(e)));`,
  instances: `${helpers}
(async () => {
  const out = {};
  const names = (i) => i.options.remotes.map((r) => r.name).join(', ') || 'none';
  const widget = createInstance({ name: 'widget', remotes: [] });
  widget.registerRemotes([{ name: 'other', entry: url + 'remoteEntry.js' }]);
  registerRemotes([{ name: 'third', entry: url + 'remoteEntry.js' }]);
  out.bundled = names(mf);
  out.widget = names(widget);
  out.getInstanceIsBundled = getInstance() === mf;
  out.instances = __FEDERATION__.__INSTANCES__.map((i) => i.name).join(', ');
  out.bundledFirst = await button(); requests();
  widget.registerRemotes([{ name: 'producer', entry: url + 'remoteEntry.js' }]);
  out.widgetLoad = await button(widget); out.widgetLoadRequests = requests();
  labDone(out);
})().catch((e) => labDone(report(e)));`,
};

export default {
  id: 'life.rspack.redeploy',
  bundler: 'rspack',
  broken: '(evidence) re-registration after a redeploy at the same URL, unloading, instance visibility',
  fixed: '(evidence) `cleared`: the chunk-loading global deleted before the forced re-registration',
  variants: Object.fromEntries(
    Object.entries(steps).map(([name, bootstrap]) => [
      name,
      {
        apps: {
          producer: redeployable,
          ...(name === 'redeploy' || name === 'cleared' ? { producer2: v2 } : {}),
          consumer: consumer({ bootstrap }),
        },
        load: 'consumer',
      },
    ]),
  ),
};
