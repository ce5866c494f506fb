import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Writes `files` (relative path → content) into a new temporary folder and returns its path. */
export function tempTree(name: string, files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`));
  for (const [rel, body] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    fs.writeFileSync(path.join(root, rel), body);
  }
  return root;
}
