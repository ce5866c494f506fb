import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { consumerFileFor, previewModuleFor } from '../../../plugins/livePreviewModule';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'live-consumer-'));
const demo = path.join(dir, 'Demo.tsx');
fs.writeFileSync(demo, 'export default function Demo() {\n  return null;\n}\n');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('previewModuleFor', () => {
  it('should compile a preview block to a re-export of the demo file it shows', () => {
    // The `file=` meta gives the block the file's text; trailing whitespace may differ.
    const code = 'export default function Demo() {\n  return null;\n}';
    expect(consumerFileFor(code, dir)).toBe(demo);
    expect(previewModuleFor(code, dir)).toBe(`export { default } from ${JSON.stringify(demo)};\n`);
  });

  it('should refuse a preview block that is not a demo file', () => {
    expect(() => previewModuleFor('export default () => <p>inline</p>;', dir)).toThrow(/demos\/consumer/);
  });

  it('should find every demo the docs show in demos/consumer', () => {
    for (const name of ['QuickStartExample.tsx', 'RuntimeApiExample.tsx', 'RetryExample.tsx']) {
      const file = path.resolve('demos/consumer', name);
      expect(consumerFileFor(fs.readFileSync(file, 'utf8'))).toBe(file);
    }
  });
});
