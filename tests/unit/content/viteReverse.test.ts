import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * What /guide/basic/vite and /guide/troubleshooting/vite say about the Vite consumer of an Rspack producer, the
 * build-time symptoms and the dev server is what tests/lab/stacks/vite/reverse.mjs and dev.mjs recorded in
 * results-reverse.json and results-dev.json (the scripts run in `npm run test:full`; this test reads their
 * committed output).
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const STACK = path.join(ROOT, 'tests/lab/stacks/vite');
const reverse = JSON.parse(fs.readFileSync(path.join(STACK, 'results-reverse.json'), 'utf8'));
const dev = JSON.parse(fs.readFileSync(path.join(STACK, 'results-dev.json'), 'utf8'));
const reverseScript = fs.readFileSync(path.join(STACK, 'reverse.mjs'), 'utf8');
const devScript = fs.readFileSync(path.join(STACK, 'dev.mjs'), 'utf8');
const read = (lang: string, route: string) => fs.readFileSync(path.join(ROOT, `docs/${lang}${route}.mdx`), 'utf8');
/** The lines of a fenced block whose title starts with `title`. */
const block = (text: string, title: string) =>
  (text.match(new RegExp(`\`\`\`js title="${title.replace(/[()]/g, '\\$&')}[^\\n]*\\n([\\s\\S]*?)\`\`\``))?.[1] ?? '')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
/** The `text` blocks of a page, joined. */
const textBlocks = (text: string) => [...text.matchAll(/```text\n([\s\S]*?)```/g)].map((m) => m[1]).join('\n');

/** Lines of the scripts' config templates that the page writes out: a template's `${x}` joins stand for them. */
const JOINS: Record<string, string> = {
  'remotes: {': `remotes: $\{remotes}`,
  'shared: {': `shared: $\{SHARED}`,
  'federation({': `federation($\{federation})`,
  'dev: { remoteHmr: true },': "pair('hmr', '{ remoteHmr: true }', browser)",
};
/** `line` of a page's config, with the page's example URLs and ports, is in `script` (or a closing bracket). */
function expectFromScript(script: string, line: string) {
  if (/^[}\])]+[,;]?$/.test(line)) return;
  const lab = line
    .replace("'https://shell.example.com/'", `'$\{base}'`)
    .replace('https://cdn.example.com/rspack-ui/', `$\{producer.url}`)
    .replace(/^rspack_ui: \{ (.*) \},$/, '$1')
    .replace(/localhost:5174\/remoteEntry/, `localhost:$\{producerPort}/remoteEntry`)
    .replace(/localhost:517\d/g, `localhost:$\{port}`)
    .replace(/port: 517\d/, `port: $\{port}`);
  const join = JOINS[line];
  expect(script.includes(lab) || (join !== undefined && script.includes(join)), line).toBe(true);
}

describe.each(['en', 'zh'])('Vite pages (%s) against the recorded runs', (lang) => {
  const page = read(lang, '/guide/basic/vite');
  const trouble = read(lang, '/guide/troubleshooting/vite');

  it('should name the versions that ran', () => {
    expect(reverse.versions.vite).toBe('7.3.8');
    expect(dev.versions['@vitejs/plugin-react']).toBe('5.2.0');
    for (const text of [page, trouble]) {
      expect(text).toContain(`Vite ${reverse.versions.vite}`);
      expect(text).toContain(`\`@module-federation/vite\` ${reverse.versions['@module-federation/vite']}`);
      expect(text).toContain(`\`@vitejs/plugin-react\` ${dev.versions['@vitejs/plugin-react']}`);
    }
  });

  it('should show the Vite consumer config the lab built, each line from the script', () => {
    const lines = block(page, 'vite.config.js (consumer)');
    expect(lines.length).toBeGreaterThan(10);
    for (const line of lines) expectFromScript(reverseScript, line);
  });

  it('should describe the Vite consumer of the Rspack producer as it ran', () => {
    expect(reverse.rspackRemoteEntry.type).toBe('global');
    for (const v of [reverse.manifest, reverse.entryVar]) {
      expect(v.rendered).toBe('from the producer 2');
      expect(v.errors).toEqual([]);
      expect(Object.values(v.react)).toEqual(['from vite_shell, loaded', 'from vite_shell, loaded']);
    }
    expect(page).toContain('`from the producer 2`');
    expect(page).toContain('`from vite_shell`');
    expect(page).toContain('`global`');
    expect(reverse.entryModule.rendered).toBeNull();
    const runtime002 = 'The remote entry interface does not contain "init" #RUNTIME-002';
    expect(reverse.entryModule.error).toContain(runtime002);
    expect(page).toContain(runtime002);
    expect(trouble).toContain(runtime002);
  });

  it('should quote the remote-entry type symptom as it ran', () => {
    const quoted = textBlocks(trouble);
    expect(quoted).toContain(reverse.noType.build.messages[0]);
    expect(reverse.noType.rendered).toBeNull();
    expect(reverse.noType.errors).toContain('pageerror: Cannot use import statement outside a module');
    expect(reverse.noType.error).toContain('Failed to get remoteEntry exports. #RUNTIME-001');
    expect(trouble).toContain('`Cannot use import statement outside a module`');
    expect(trouble).toContain('`Failed to get remoteEntry exports. #RUNTIME-001`');
    expect(reverse.moduleType.rendered).toBe('from the producer 2');
    expect(reverse.viteProducer.remoteEntry.type).toBe('module');
  });

  it('should describe the host without a build plugin as it ran', () => {
    expect(reverse.runtimeHost.rendered).toBe('from the producer 2');
    expect(reverse.runtimeHost.errors).toEqual([]);
    expect(reverse.runtimeHost.react).toEqual({
      'runtime_host react@19.3.1': 'from runtime_host, loaded',
      'vite_ui react@19.3.1': 'from runtime_host, loaded',
    });
    expect(trouble).toContain('`from runtime_host`');
    expect(reverseScript).toContain("import { createInstance } from '@module-federation/runtime';");
  });

  it('should quote the top-level await failure and the targets that built', () => {
    const quoted = textBlocks(trouble);
    expect(reverse.tlaEs2020.ok).toBe(false);
    for (const line of reverse.tlaEs2020.messages.slice(0, 3)) expect(quoted).toContain(line);
    expect(reverse.tlaEsnext.ok).toBe(true);
    expect(reverse.es2020.ok).toBe(true);
  });

  it('should quote the import: false warning and name the entry file the manifest recorded', () => {
    expect(textBlocks(trouble)).toContain(reverse.importFalseMissing.messages[0]);
    expect(reverse.importFalseMissing.ok).toBe(true);
    expect(trouble).toContain(`\`${reverse.dottedFilename.remoteEntry.name}\``);
    expect(reverse.dottedFilename.remoteEntry.name).toBe('test.remoteEntry.js');
  });

  it('should show the dev configs the lab ran, each line from the script', () => {
    for (const title of ['vite.config.js (producer, vite dev)', 'vite.config.js (consumer, vite dev)']) {
      const lines = block(page, title);
      expect(lines.length, title).toBeGreaterThan(10);
      for (const line of lines) expectFromScript(devScript, line);
    }
  });

  it('should describe vite dev as it ran', () => {
    expect(dev.node).toBe('v20.20.2');
    expect(page).toContain('Node 20.20.2');
    for (const k of ['remoteHmrUnset', 'remoteHmrTrue', 'remoteHmrFullReload', 'remoteHmrFullReloadWebSocket']) {
      expect(dev[k].start.afterOneClick, k).toBe('producer v1 1');
      expect(Object.values(dev[k].react), k).toEqual(['from vite_shell, loaded', 'from vite_shell, loaded']);
      expect(dev[k].errors, k).toEqual([]);
    }
    expect(dev.twoProducers).toEqual({
      a: 'a 1',
      b: 'b 1',
      react: {
        'vite_shell react@19.3.1': 'from vite_shell, loaded',
        'vite_ui react@19.3.1': 'from vite_shell, loaded',
        'vite_ui_b react@19.3.1': 'from vite_shell, loaded',
      },
      errors: [],
    });
    expect(page).toContain(lang === 'en' ? 'two Vite producers in `vite dev`' : '两个运行 `vite dev` 的 Vite 生产者');
    expect(dev.rspackProducer.start.afterOneClick).toBe('producer v1 1');
    expect(Object.values(dev.rspackProducer.react)).toEqual(['from vite_shell, loaded', 'from vite_shell, loaded']);
    expect(page).toContain('`producer v1 1`');
    for (const k of ['remoteHmrUnset', 'remoteHmrTrue'])
      expect(dev[k].consumerEdit).toEqual({ seen: 'consumer v2', how: 'no reload', button: 'producer v1 1' });
    expect(dev.remoteHmrUnset.producerEdit.seen).toBe('still "producer v1 1" after 20 s');
    expect(dev.remoteHmrUnset.afterReload).toBe('edited 0');
    expect(dev.remoteHmrTrue.producerEdit).toEqual({ seen: 'edited 1', how: 'no reload' });
    expect(page).toContain('`edited 0`');
    expect(page).toContain('`edited 1`');
    for (const k of ['remoteHmrFullReload', 'remoteHmrFullReloadWebSocket'])
      expect(dev[k].consumerEdit.how, k).toBe('page reloaded');
    expect(dev.remoteHmrFullReloadWebSocket.producerEdit).toEqual({ seen: 'edited 0', how: 'page reloaded' });
    expect(dev.remoteHmrFullReload.producerEdit).toEqual({ seen: 'edited 1', how: 'no reload' });
    const ws = dev.remoteHmrFullReload.messages[0].replace('<n>', '1');
    expect(ws).toContain('WebSocket is not defined');
    expect(page).toContain(ws);
    expect(textBlocks(trouble)).toContain(ws);
    expect(dev.remoteHmrFullReloadWebSocket.messages).toEqual([]);
  });
});
