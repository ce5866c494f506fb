import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * What the Modern.js pages say the lab saw is what tests/lab/stacks/modernjs/build.mjs recorded in
 * results.json (the script runs in `npm run test:full`; this test reads its committed output), and the
 * code the pages show is the code the lab built.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const results = JSON.parse(fs.readFileSync(path.join(ROOT, 'tests/lab/stacks/modernjs/results.json'), 'utf8'));
const built = fs.readFileSync(path.join(ROOT, 'tests/lab/stacks/modernjs/build.mjs'), 'utf8');
const read = (lang: string, route: string) => fs.readFileSync(path.join(ROOT, `docs/${lang}/${route}.mdx`), 'utf8');
const GUIDE = 'guide/framework/modernjs';
const QUICK = 'practice/frameworks/modern/index';
const DYNAMIC = 'practice/frameworks/modern/dynamic-remote';

describe.each(['en', 'zh'])('the Modern.js pages (%s) against the recorded build', (lang) => {
  const guide = read(lang, GUIDE);
  const quick = read(lang, QUICK);
  const dynamic = read(lang, DYNAMIC);

  it('should name the versions the lab built with', () => {
    expect(results.versions).toMatchObject({
      '@module-federation/modern-js-v3': '2.8.2',
      '@modern-js/app-tools': '3.8.1',
      '@modern-js/runtime': '3.8.1',
      '@module-federation/enhanced': '2.8.2',
      '@module-federation/bridge-react': '2.8.2',
      react: '19.3.1',
    });
    for (const text of [guide, quick, dynamic]) {
      expect(text).toContain('`@module-federation/modern-js-v3` 2.8.2');
      expect(text).toContain('3.8.1');
    }
    expect(guide).toContain('19.3.1');
  });

  it('should show the server-rendered remote with its CSS, hydrated in the browser', () => {
    const { staticRemote, dataLoader, plainImport } = results.serving.staticDist.consumer;
    for (const route of [staticRemote, dataLoader]) {
      expect(route.html).toMatchObject({ status: 200, remoteMarkup: true, remoteCss: true, fallback: false });
      expect(route.browser).toMatchObject({ border: 'rgb(255, 0, 0)', fallback: 0, errors: [] });
    }
    expect(staticRemote.browser.text).toBe('provider clicks: 2');
    expect(dataLoader.browser.text).toBe('dynamic_provider clicks: 2');
    expect(plainImport.html).toMatchObject({ status: 200, remoteMarkup: true, remoteCss: false });
    expect(guide).toContain('`provider clicks: 2`');
    expect(dynamic).toContain('`dynamic_provider clicks: 2`');
    expect(dynamic).toContain('`rgb(255, 0, 0)`');
  });

  it('should say that modern serve leaves the manifest at the top of dist/ unserved and the consumer server ends', () => {
    const { files, consumer } = results.serving.modernServe;
    expect(files.provider.manifest).toMatchObject({ status: 404, type: 'text/html' });
    expect(files.dynamic_provider.manifest).toMatchObject({ status: 200, type: 'application/json' });
    expect(consumer.serverExit).toBe(1);
    expect(consumer.serverLog.join('\n')).toContain('Failed to get manifest. #RUNTIME-003');
    expect(guide).toContain('Failed to get manifest. #RUNTIME-003');
    expect(guide).toContain("manifest: { filePath: 'static' }");
    const only = results.serving.staticOnly.files;
    expect(only.provider.manifest.status).toBe(404);
    expect(only.dynamic_provider.manifest.status).toBe(200);
    expect(only.dynamic_provider.ssrRemoteEntry.status).toBe(404);
  });

  it('should show the producer behind modern serve with its manifest below static/', () => {
    const { mixed } = results.serving;
    expect(mixed.files.dynamic_provider.manifest.cors).toBe('*');
    expect(mixed.files.dynamic_provider.ssrRemoteEntry.status).toBe(200);
    expect(mixed.consumer.dataLoader.html).toMatchObject({ remoteMarkup: true, remoteCss: true });
    expect(mixed.consumer.dataLoader.browser.text).toBe('dynamic_provider clicks: 2');
    expect(guide).toContain('MODERN_MF_AUTO_CORS');
  });

  it('should quote the static-generation error and show the fix that builds', () => {
    const { ssg_consumer: broken, ssg_fixed: fixed } = results.builds;
    expect(broken).toMatchObject({ exit: 1, failedBuild: 'server', built: ['client'] });
    expect(broken.error).toBe("Module not found: Can't resolve 'remote/Image'");
    expect(guide).toContain(`\`${broken.error}\``);
    expect(fixed).toMatchObject({ exit: 0, error: null, prerendered: false });
    expect(built).toContain("ssgConsumer('moduleFederationPlugin({ ssr: true })')");
    expect(guide).toContain('moduleFederationPlugin({ ssr: true })');
  });

  it('should show the code the lab built', () => {
    for (const line of [
      'instance.registerPlugins([lazyLoadComponentPlugin()]);',
      "loader: () => import('remote/Image'),",
      'fallback: ({ error }) => <p className="fallback">fallback: {String(error)}</p>,',
    ]) {
      expect(built, line).toContain(line);
      expect(quick, line).toContain(line);
    }
    for (const line of [
      'const { providerList } = useLoaderData() as DataLoaderRes;',
      'registerRemotes(providerList.map(({ name, entry }) => ({ name, entry })));',
      "id: 'dynamic_provider/Image',",
      'export const loader = async (): Promise<DataLoaderRes> => ({',
      "filename: 'static/remoteEntry.js',",
    ]) {
      expect(built, line).toContain(line);
      expect(dynamic, line).toContain(line);
    }
  });
});
