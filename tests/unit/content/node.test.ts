import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * What the Node.js sections of /plugin/plugins/ say the lab saw is what tests/lab/stacks/node/build.mjs
 * recorded in results.json (the script runs in `npm run test:full`; this test reads its committed output).
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const HERE = path.join(ROOT, 'tests/lab/stacks/node');
const results = JSON.parse(fs.readFileSync(path.join(HERE, 'results.json'), 'utf8'));
const script = fs.readFileSync(path.join(HERE, 'build.mjs'), 'utf8');
const text = fs.readFileSync(path.join(ROOT, 'docs/en/plugin/plugins/index.mdx'), 'utf8');
type Run = { status: number; stdout: string[]; error: string | null; requests: string[] };
const runs = results.runs as Record<string, Run>;

describe('the Node.js lab run', () => {
  it('should load the producer with and without a bundler', () => {
    expect(runs['runtime-only']?.stdout).toEqual(['HELLO, RUNTIME-ONLY CONSUMER!']);
    expect(runs['runtime-only']?.requests.map((r) => r.split('/').pop())).toEqual([
      'remoteEntry.js 200',
      '__federation_expose_greet.js 200',
      expect.stringMatching(/^\d+\.js 200$/),
    ]);
    expect(runs['runtime-only-manifest']?.requests[0]).toBe('/producer/mf-manifest.json 200');
    expect(runs['runtime-only-manifest']?.stdout).toEqual(['HELLO, RUNTIME-ONLY CONSUMER!']);
    expect(runs.bundled?.stdout).toEqual(['HELLO, BUNDLED CONSUMER!']);
    expect(runs['bundled-no-library']?.stdout).toEqual(['HELLO, BUNDLED CONSUMER!']);
    expect(runs['runtime-only-no-node-plugin']?.status).toBe(1);
    expect(runs['bundled-no-remote-type']?.status).toBe(1);
    expect(runs['bundled-no-remote-type']?.requests).toEqual([]);
  });
});

describe('/plugin/plugins/ against the recorded run', () => {
  it('should name the versions that ran', () => {
    for (const [name, version] of Object.entries(results.versions as Record<string, string>))
      expect(text, name).toContain(name === 'node' ? `Node.js ${version}` : `\`${name}\` ${version}`);
  });
  it('should show the consumer the lab ran', () => {
    const code = text.match(/```mjs title="consumer\.mjs"\n([\s\S]*?)```/)?.[1] ?? '';
    expect(code).not.toBe('');
    expect(script).toContain(code.trim());
  });
  it('should quote what each run printed or threw', () => {
    for (const run of Object.values(runs)) {
      for (const line of run.stdout) expect(text).toContain(`\`${line}\``);
      if (run.error) expect(text).toContain(`\`${run.error}\``);
    }
    for (const f of results.producer.filter((f: string) => !/^\d+\.js$/.test(f) && f !== 'main.js'))
      expect(text, f).toContain(`\`${f}\``);
  });
});
