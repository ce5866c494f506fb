import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { unshareGeneratedModules } from '../../../plugins/reproducible';

describe('given a node_modules copied with hard links from another tree', () => {
  it('should give the modules builds write there their own files, and leave the other tree as it was', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'unshare-'));
    try {
      const [theirs, ours] = [path.join(dir, 'a'), path.join(dir, 'b')];
      fs.mkdirSync(path.join(theirs, '.rspress/virtual-demo'), { recursive: true });
      fs.writeFileSync(path.join(theirs, '.rspress/virtual-demo/x.tsx'), 'theirs');
      fs.mkdirSync(path.join(ours, '.rspress/virtual-demo'), { recursive: true });
      fs.linkSync(path.join(theirs, '.rspress/virtual-demo/x.tsx'), path.join(ours, '.rspress/virtual-demo/x.tsx'));
      unshareGeneratedModules(ours);
      // What a build does: rewrite the module in place.
      fs.writeFileSync(path.join(ours, '.rspress/virtual-demo/x.tsx'), 'ours');
      expect(fs.readFileSync(path.join(theirs, '.rspress/virtual-demo/x.tsx'), 'utf8')).toBe('theirs');
      expect(fs.statSync(path.join(ours, '.rspress/virtual-demo/x.tsx')).nlink).toBe(1);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
