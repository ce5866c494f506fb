import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The key config/messages/installed.json is generated for: package-lock.json (which fixes the installed
 * federation packages) and the extractor's source (with its parser). A change to either makes the data stale; the message
 * test compares the key so that a lock-file change without `node scripts/extract-messages.mjs` fails.
 */
/** @param {string} root the repository's folder @returns {string} */
export function messagesKey(root) {
  const hash = crypto.createHash('sha256');
  hash.update(fs.readFileSync(path.join(root, 'package-lock.json')));
  hash.update(fs.readFileSync(path.join(root, 'lib/messages/extract.mjs')));
  hash.update(fs.readFileSync(path.join(root, 'lib/messages/estree.mjs')));
  return hash.digest('hex');
}
