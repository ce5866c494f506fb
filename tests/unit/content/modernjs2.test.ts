import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * What /guide/framework/modernjs#modernjs-2 says the lab saw is what tests/lab/stacks/modernjs2/build.mjs
 * recorded in results.json (the script runs in `npm run test:full`; this test reads its committed output).
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const results = JSON.parse(fs.readFileSync(path.join(ROOT, 'tests/lab/stacks/modernjs2/results.json'), 'utf8'));
const read = (lang: string) => fs.readFileSync(path.join(ROOT, `docs/${lang}/guide/framework/modernjs.mdx`), 'utf8');

describe.each(['en', 'zh'])('the Modern.js 2 section (%s) against the recorded build', (lang) => {
  const page = read(lang);

  it('should name the versions the lab built with', () => {
    expect(results.versions).toMatchObject({
      '@module-federation/modern-js': '0.19.1',
      '@modern-js/app-tools': '2.68.14',
      '@modern-js/plugin-ssg': '2.68.14',
      react: '18.3.1',
    });
    expect(page).toContain('**0.19.1**');
    expect(page).toContain('2.68.14');
  });

  it('should quote the type error of a production build and show typesOnBuild fixing it', () => {
    const { consumer, consumer_offline: offline, consumer_types: typed } = results.builds;
    for (const b of [consumer, offline]) expect(b.tsc.errors[0]).toMatch(/^TS2307: Cannot find module 'remote\/Image'/);
    expect(typed).toMatchObject({ mfTypes: true, tsc: { exit: 0, errors: [] } });
    expect(page).toContain(`\`${consumer.tsc.errors[0]}\``);
    expect(page).toContain('typesOnBuild: true');
  });

  it('should show the loading element on a prop change only with createLazyComponent', () => {
    const { browser, plain, noSSR } = results.serving.staticDist.consumer;
    expect(browser).toMatchObject({ loadingSeenAfterPropChange: 2, remoteAfterPropChange: 'provider clicks: 1' });
    expect(plain.loadingSeenAfterPropChange).toBe(0);
    expect(noSSR.loadingSeenAfterPropChange).toBe(0);
    expect(page).toContain('noSSR: true');
  });

  it('should report the static-generation builds as recorded', () => {
    const { ssg_consumer: broken, ssg_fixed_ipv4: ipv4, ssg_fixed: fixed, ssg_csr: csr } = results.builds;
    expect(broken.moduleNotFound).toBe("Module not found: Can't resolve 'remote/Image'");
    expect(ipv4).toMatchObject({ manifestHost: '<ipv4>:<producer port>', ssgFailed: true });
    expect(fixed.prerenderError).toBe("TypeError: Cannot read properties of undefined (reading 'call')");
    expect(csr).toMatchObject({ exit: 0, html: { pageMarkup: true, placeholder: true, remoteMarkup: false } });
    expect(csr.browser.shown).toBe(false);
    expect(page).toContain(`\`${fixed.prerenderError}\``);
  });

  it('should show the blocked manifest without MODERN_MF_AUTO_CORS and hydration with it', () => {
    const { modernServeNoCors: noCors, modernServe: cors } = results.serving;
    expect(noCors.files.manifest.cors).toBeNull();
    expect(noCors.consumer.browser.errors.join('\n')).toContain('Failed to get manifest. #RUNTIME-003');
    expect(cors.files.manifest.cors).toBe('*');
    expect(cors.consumer.browser).toMatchObject({ remote: 'provider clicks: 1', errors: [] });
    expect(page).toContain('MODERN_MF_AUTO_CORS=1');
  });
});
