import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * What /guide/basic/load-failures says the lab saw is what tests/lab/stacks/load-failures/build.mjs
 * recorded in results.json (the script runs in `npm run test:full`; this test reads its committed output),
 * and the code the page shows is the code the lab ran, file for file.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const HERE = path.join(ROOT, 'tests/lab/stacks/load-failures');
const results = JSON.parse(fs.readFileSync(path.join(HERE, 'results.json'), 'utf8'));
const script = fs.readFileSync(path.join(HERE, 'build.mjs'), 'utf8');
const read = (lang: string) => fs.readFileSync(path.join(ROOT, `docs/${lang}/guide/basic/load-failures.mdx`), 'utf8');

type Request = { path: string; status: number };
interface Page {
  shown: { text: string; card: number; offline: number; alert: number };
  requests: Request[];
  console: string[];
  pageErrors: string[];
  events: Record<string, { attempt: number; url: string }>[];
  afterClick?: { shown: Page['shown']; requests: Request[] };
}
const pages = results.pages as Record<string, Page>;
const statuses = (p: Request[], file: string) => p.filter((r) => r.path.endsWith(file)).map((r) => r.status);
const retries = (p: Page) => p.events.filter((e) => e.retry).map((e) => e.retry?.attempt);
const gaveUp = (p: Page) => p.events.some((e) => e.giveUp);

/** The page's code blocks and the script's template literal each one is. */
const FILES = {
  'src/offline-fallback.ts': 'FALLBACK',
  'src/RemoteBoundary.tsx': 'BOUNDARY',
  'src/RemoteSlot.tsx': 'SLOT',
  'src/simple-retry.ts': 'SIMPLE_RETRY',
};
/** A template literal of the script, unescaped. */
const literal = (name: string) =>
  (script.match(new RegExp(`const ${name} = \`([\\s\\S]*?)\`;\\n`))?.[1] ?? '')
    .replaceAll('\\`', '`')
    .replaceAll('\\${', '${')
    .replaceAll('\\\\', '\\');
/** The code without its whole-line comments, which the Chinese page translates. */
const withoutComments = (code: string) =>
  code
    .split('\n')
    .filter((l) => !/^\s*(\/\/|\/\*\*)/.test(l))
    .join('\n')
    .trim();

const block = (text: string, title: string) =>
  text.match(new RegExp(`\`\`\`\\w+ title="${title}"\\n([\\s\\S]*?)\`\`\``))?.[1] ?? '';

describe('the load-failures lab run', () => {
  it('should show what each layer gave', () => {
    expect(pages.none?.shown.text).toBe('');
    expect(pages.none?.pageErrors).toEqual(['[ Federation Runtime ]: Failed to load script resources. #RUNTIME-008']);
    expect(statuses(pages.none?.requests ?? [], 'remoteEntry.js')).toEqual([404]);

    expect(pages.boundary?.shown.alert).toBe(1);
    expect(pages.boundary?.shown.text).toContain('Cart: 2 items');
    expect(statuses(pages.boundary?.afterClick?.requests ?? [], 'remoteEntry.js')).toEqual([200]);
    expect(pages.boundary?.afterClick?.shown.card).toBe(1);
    expect(pages.down?.shown.alert).toBe(1);
    expect(pages.down?.console).toContain('error: Failed to load resource: net::ERR_CONNECTION_REFUSED');
    expect(pages.down?.console).toContain(
      'error: [The product card] [ Federation Runtime ]: Failed to load script resources. #RUNTIME-008',
    );

    expect(pages.fallback?.shown.offline).toBe(1);
    expect(pages.fallback?.pageErrors).toEqual([]);
    expect(statuses(pages.fallback?.requests ?? [], 'remoteEntry.js')).toEqual([404]);

    expect(statuses(pages.retry?.requests ?? [], 'remoteEntry.js')).toEqual([503, 503, 200]);
    expect(pages.retry?.shown.card).toBe(1);
    expect(statuses(pages['retry-gone']?.requests ?? [], 'remoteEntry.js')).toEqual([404, 404, 404, 404]);
    expect(pages['retry-gone']?.shown.alert).toBe(1);

    expect(statuses(pages.layers?.requests ?? [], 'remoteEntry.js')).toEqual([404, 404, 404, 404]);
    expect(pages.layers?.shown.offline).toBe(1);
    expect(pages.layers?.shown.alert).toBe(0);
    expect(statuses(pages['layers-flaky']?.requests ?? [], 'remoteEntry.js')).toEqual([503, 503, 200]);
    expect(pages['layers-flaky']?.shown.card).toBe(1);
    expect(pages['layers-flaky']?.console.some((l) => l.includes('offline-fallback'))).toBe(false);
  });

  it('should show what a fallback for compiled imports needs', () => {
    const b = (name: string) => pages[`fallback-build${name}`] as Page;
    expect(b('').shown.offline).toBe(1);
    expect(b('').console.filter((l) => l.includes('failed in beforeLoadShare'))).toHaveLength(3);
    expect(statuses(b('').requests, 'remoteEntry.js')).toEqual([404, 404]);
    expect(b('-object').shown.alert).toBe(1);
    expect(b('-object').console).toContain('error: [The product card] t is not a function');
    expect(b('-static').shown.text).toBe('');
    expect(b('-static').requests).toEqual([]);
    expect(b('-static').pageErrors).toEqual(['__webpack_modules__[e] is not a function']);
    expect(b('-plain').shown.alert).toBe(1);
    expect(b('-plain').console.some((l) => l.includes('Minified React error #306'))).toBe(true);
  });

  it('should show what the page’s own retry plugin did', () => {
    const s = (name: string) => pages[`simple-${name}`] as Page;
    expect(statuses(s('entry').requests, 'remoteEntry.js')).toEqual([503, 503, 200]);
    expect(retries(s('entry'))).toEqual([1, 2]);
    expect(s('entry').shown.card).toBe(1);
    expect(statuses(s('origins').requests, 'remoteEntry.js')).toEqual([200]);
    expect(retries(s('origins'))).toEqual([1]);
    expect(s('origins').events[0]?.retry?.url).toBe('remote:/ok/remoteEntry.js');
    expect(s('origins').shown.card).toBe(1);
    expect(statuses(s('manifest').requests, 'mf-manifest.json')).toEqual([503, 503, 200]);
    expect(statuses(s('manifest').requests, 'remoteEntry.js')).toEqual([503, 503, 200]);
    expect(retries(s('manifest'))).toEqual([1, 2, 1, 2]);
    expect(statuses(s('gone').requests, 'remoteEntry.js')).toEqual([404, 404, 404, 404]);
    expect(retries(s('gone'))).toEqual([1, 2, 3]);
    expect(gaveUp(s('gone'))).toBe(true);
    expect(s('manifest-gone').requests.map((r) => r.status)).toEqual([404, 404, 404, 404]);
    expect(gaveUp(s('manifest-gone'))).toBe(true);
    expect(s('manifest-gone').console).toContain(
      'error: [The product card] [ Federation Runtime ]: Failed to get manifest. #RUNTIME-003',
    );
  });
});

describe.each(['en', 'zh'])('/guide/basic/load-failures (%s) against the recorded run', (lang) => {
  const text = read(lang);

  it('should name the versions that ran', () => {
    for (const [name, version] of Object.entries(results.versions as Record<string, string>))
      expect(text, name).toContain(name === 'react' ? `React ${version}` : `\`${name}\` ${version}`);
  });

  it('should show the code the lab ran, file for file (comments are translated)', () => {
    for (const [title, name] of Object.entries(FILES)) {
      const code = block(text, title);
      expect(code, title).not.toBe('');
      expect(withoutComments(code), `${title} differs from the lab's ${name}`).toBe(withoutComments(literal(name)));
    }
  });

  it('should quote the messages the lab recorded', () => {
    expect(text).toContain(`\`${pages.none?.pageErrors[0]}\``);
    expect(text).toContain(`\`${(pages.fallback?.console[1] ?? '').replace(/^warning: /, '')}\``);
    expect(text).toContain(
      '`[The product card] [ Federation Runtime ]: Failed to load script resources. #RUNTIME-008`',
    );
    expect(text).toContain('`[ Federation Runtime ]: Failed to get manifest. #RUNTIME-003`');
    expect(text).toContain('`net::ERR_CONNECTION_REFUSED`');
    expect(text).toContain('`t is not a function`');
    expect(text).toContain('`__webpack_modules__[e] is not a function`');
  });
});
