/**
 * The built JavaScript holds no nprogress: the search dialog (like every link of the theme) navigates
 * through the theme's own Link override (theme/components/Link), whose progress bar is ours. Upstream's
 * `useLinkNavigate` imports nprogress, so reaching for it again brings nprogress back into a chunk.
 * `BUNDLE_DIR` points the check at another build (it fails on one whose dialog uses upstream's hook).
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './support/fixtures';

/** Code only nprogress has: its bar template and its configuration defaults. */
const NPROGRESS = ['role="bar"><div class="peg">', 'nprogress-custom-parent'];

function jsFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.js'))
    .map((e) => path.join(e.parentPath, e.name));
}

test('should ship no nprogress code in any chunk', () => {
  const outDir = path.resolve(process.env.BUNDLE_DIR ?? process.env.RSPRESS_OUT_DIR ?? 'doc_build');
  const files = jsFiles(path.join(outDir, 'static/js'));
  expect(files.length).toBeGreaterThan(0);
  const withNprogress = files
    .filter((f) => NPROGRESS.some((s) => fs.readFileSync(f, 'utf8').includes(s)))
    .map((f) => path.relative(outDir, f));
  expect(withNprogress).toEqual([]);
});
