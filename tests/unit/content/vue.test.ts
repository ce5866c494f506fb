import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * What /guide/framework/vue says the lab saw is what tests/lab/stacks/vue/build.mjs recorded in
 * results.json (the script runs in `npm run test:full`; this test reads its committed output).
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const results = JSON.parse(fs.readFileSync(path.join(ROOT, 'tests/lab/stacks/vue/results.json'), 'utf8'));
const read = (lang: string) => fs.readFileSync(path.join(ROOT, `docs/${lang}/guide/framework/vue.mdx`), 'utf8');

describe.each(['en', 'zh'])('/guide/framework/vue (%s) against the recorded build', (lang) => {
  const text = read(lang);

  it('should name the versions that ran side by side', () => {
    const { page, versions } = results;
    expect(page.rendered.host).toBe(`Vue ${versions['vue (host)']} host`);
    expect(page.rendered.react).toMatch(/^React 19\.3\.1 \(1\)$/);
    expect(page.rendered.vue2).toBe(`Vue ${versions['vue (vue2_app)']} (2)`);
    expect(text).toContain(`Vue 3.5.45`);
    expect(versions['vue (host)']).toBe('3.5.45');
    expect(text).toContain(`Vue 2.7.16`);
    expect(versions['vue (vue2_app)']).toBe('2.7.16');
    expect(text).toContain('`React 19.3.1`');
    expect(text).toContain(`\`@module-federation/bridge-vue3\` ${versions['@module-federation/bridge-vue3']}`);
    expect(text).toContain(`\`@module-federation/bridge-react\` ${versions['@module-federation/bridge-react']}`);
  });

  it('should say both apps were removed on unmount and came back with fresh state, with a quiet console', () => {
    expect(results.page.afterUnmount).toEqual({ react: 0, vue2: 0 });
    expect(results.page.remounted).toEqual({ react: 'React 19.3.1 (0)', vue2: 'Vue 2.7.16 (0)' });
    expect(results.page.errors).toEqual([]);
    expect(results.page.warnings).toEqual([]);
  });

  it('should quote what the root entry of bridge-react printed on React 19, where nothing rendered', () => {
    expect(results.rootEntry.rendered).toBe(false);
    const message = results.rootEntry.errors[0] as string;
    expect(message).toMatch(/^React 19 detected in legacy mode/);
    expect(text).toContain(`\`${message}\``);
  });

  it('should show the provider the lab built for Vue 2', () => {
    const built = fs.readFileSync(path.join(ROOT, 'tests/lab/stacks/vue/build.mjs'), 'utf8');
    for (const line of [
      "const target = document.createElement('div');",
      'dom.appendChild(target);',
      'vm.$destroy();',
      'vm.$el.remove();',
      'apps.delete(dom);',
    ]) {
      expect(built, line).toContain(line);
      expect(text, line).toContain(line);
    }
  });
});
