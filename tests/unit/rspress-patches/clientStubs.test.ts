// @vitest-environment happy-dom
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { clientStubsFor } from '../../../rspress-patches/clientStubs/plugin';
import * as head from '../../../rspress-patches/clientStubs/stubs/head';
import { LlmsCopyRow, LlmsOpenRow, LlmsViewOptions } from '../../../rspress-patches/clientStubs/stubs/llmsControls';

const dist = path.join(path.dirname(createRequire(import.meta.url).resolve('@rspress/core/package.json')), 'dist');

/** `{ a, b }` of every `import { a, b } from "<from>"` / `export { a } from "<from>"` in Rspress's browser code. */
function namesImportedFrom(from: RegExp): Set<string> {
  const names = new Set<string>();
  const files = [
    'runtime/ClientApp.js',
    'runtime/index.js',
    'theme/layout/Layout/index.js',
    'theme/components/SidebarMenu/useSidebarMenu.js',
    'theme/components/NavScreen/index.js',
  ];
  for (const file of files) {
    const source = fs.readFileSync(path.join(dist, file), 'utf8');
    for (const m of source.matchAll(/(?:import|export)\s*\{([^}]+)\}\s*from\s*"([^"]+)"/g))
      if (from.test(m[2] ?? ''))
        for (const n of (m[1] ?? '').split(',')) names.add(n.trim().split(/\s+as\s+/)[0] ?? '');
  }
  return names;
}

describe('given the head stub', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.title = '';
  });

  it('should export every name Rspress imports from @unhead/react in the browser', () => {
    const names = namesImportedFrom(/^@unhead\/react(\/client)?$/);
    expect([...names].sort()).toEqual(['Head', 'UnheadProvider', 'createHead', 'useHead']);
    for (const name of names) expect(head).toHaveProperty(name);
  });

  it('should set lang and title and update or add meta tags', () => {
    document.head.innerHTML = '<meta name="description" content="old"><meta property="og:type" content="website">';
    head.applyHead({
      htmlAttrs: { lang: 'zh' },
      title: '运行时 - Module federation',
      meta: [undefined, { name: 'description', content: 'new' }, { property: 'og:title', content: '运行时' }],
    });
    expect(document.documentElement.lang).toBe('zh');
    expect(document.title).toBe('运行时 - Module federation');
    expect(document.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('new');
    expect(document.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe('运行时');
    expect(document.querySelector('meta[property="og:type"]')?.getAttribute('content')).toBe('website');
  });

  it('should write nothing when the head already matches, as after hydration (an unchanged lang on <html> restyled the page)', async () => {
    document.head.innerHTML = '<meta name="description" content="same">';
    const input = { htmlAttrs: { lang: 'zh' }, title: '运行时', meta: [{ name: 'description', content: 'same' }] };
    head.applyHead(input);
    const records: MutationRecord[] = [];
    const observer = new MutationObserver((list) => records.push(...list));
    observer.observe(document.documentElement, {
      attributes: true,
      childList: true,
      subtree: true,
      characterData: true,
    });
    head.applyHead(input);
    await Promise.resolve();
    observer.disconnect();
    expect(records.map((r) => `${r.type} ${r.target.nodeName} ${r.attributeName ?? ''}`)).toEqual([]);
  });
});

describe('given the llms stubs', () => {
  const llmsDir = path.join(dist, 'theme/components/Llms');
  const stubbed = (ui: unknown) =>
    fs
      .readdirSync(llmsDir)
      .filter((f) => f.endsWith('.js'))
      .filter((f) => clientStubsFor(ui).some((s) => s.test.test(path.join(llmsDir, f))));

  it('should replace the view options and outline rows only while the configuration hides them', () => {
    expect(stubbed({ viewOptions: false, placement: 'title' }).sort()).toEqual([
      'LlmsCopyRow.js',
      'LlmsOpenRow.js',
      'LlmsViewOptions.js',
    ]);
    expect(stubbed({ placement: 'outline' })).toEqual([]);
    expect(stubbed(undefined).sort()).toEqual(['LlmsCopyRow.js', 'LlmsOpenRow.js']);
  });

  it('should export the names of the modules it replaces, each rendering nothing', () => {
    const stubs = { LlmsCopyRow, LlmsOpenRow, LlmsViewOptions };
    for (const [name, stub] of Object.entries(stubs)) {
      expect(fs.readFileSync(path.join(llmsDir, `${name}.js`), 'utf8')).toContain(`export { ${name} }`);
      expect(stub()).toBeNull();
    }
  });
});
