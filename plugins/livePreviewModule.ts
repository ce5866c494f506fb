import fs from 'node:fs';
import path from 'node:path';

/** The examples pages run: each is a file shown with ```` ```tsx preview file="<root>/demos/consumer/X.tsx" ````. */
const CONSUMER_DIR = path.join(import.meta.dirname, '..', 'demos', 'consumer');

/**
 * The demo file whose text is `code`, or undefined. The `file=` meta puts the file's text in the code
 * block; this finds the file back so the block can run the file itself rather than a copy of it.
 */
export function consumerFileFor(code: string, dir: string = CONSUMER_DIR): string | undefined {
  const wanted = code.trim();
  for (const name of fs.readdirSync(dir)) {
    const file = path.join(dir, name);
    if (fs.readFileSync(file, 'utf8').trim() === wanted) return file;
  }
  return undefined;
}

/**
 * The module a preview block compiles to: a re-export of the demo file it shows. The plugin writes
 * that module under `node_modules/.rspress/virtual-demo/`; re-exporting keeps relative imports of the
 * demo working and keeps Rspack's persistent cache valid (the re-export changes only if the file
 * moves). A block whose code is not a demo file fails the build: live code must come from `demos/`.
 */
export function previewModuleFor(code: string, dir: string = CONSUMER_DIR): string {
  const file = consumerFileFor(code, dir);
  if (!file) {
    throw new Error(
      `[live examples] a \`tsx preview\` block must show a file of demos/consumer/ (file="<root>/demos/consumer/…"); got:\n${code.slice(0, 200)}`,
    );
  }
  return `export { default } from ${JSON.stringify(file)};\n`;
}
