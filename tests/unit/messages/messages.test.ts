// biome-ignore-all lint/suspicious/noTemplateCurlyInString: messages are quoted with their variable parts written ${name}, as the console text shows them.
/**
 * The message pages against the packages (issue 42): every message the installed federation packages
 * print or throw (config/messages/installed.json, read from their dist by lib/messages/extract.mjs) has
 * an entry in config/messages/entries.yaml; the data was generated for the current package-lock.json;
 * the pages on disk are the ones the data and the entries give. A failure names the message, the
 * package and the file it comes from, or says which command to run.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MESSAGE_ENTRIES, MESSAGE_INDEX, MESSAGE_PAGES } from '../../../config/messages/entries.mjs';
import { MESSAGE_PACKAGES, messagesOfSource } from '../../../lib/messages/extract.mjs';
import { messagesKey } from '../../../lib/messages/key.mjs';
import { covers, lineOf, renderMessagePages, uncovered } from '../../../lib/messages/pages.mjs';

const root = path.resolve(import.meta.dirname, '../../..');
const read = (name: string) => JSON.parse(fs.readFileSync(path.join(root, 'config/messages', name), 'utf8'));
const installed = read('installed.json');
const history = read('history.json');
const REGENERATE = 'run `node scripts/extract-messages.mjs`';

describe('given the messages of the installed federation packages', () => {
  it('should have been extracted for the current package-lock.json and extractor', () => {
    expect(installed.key, `config/messages/installed.json is stale: ${REGENERATE}`).toBe(messagesKey(root));
    expect(Object.keys(installed.packages)).toEqual(MESSAGE_PACKAGES);
  });

  it('should give every message an entry, naming the message and its file when one has none', () => {
    const missing = uncovered(MESSAGE_ENTRIES, installed.messages).map(
      (m) => `@module-federation/${m.package} ${m.files?.[0]}: ${lineOf(m).split('\n')[0]}`,
    );
    expect(missing, `messages without an entry in config/messages/entries.yaml:\n${missing.join('\n')}`).toEqual([]);
  });

  it('should give every entry at least one message, printed now, in an older release or quoted', () => {
    const all = [...installed.messages, ...history.wordings];
    const empty = MESSAGE_ENTRIES.filter((e) => !e.quotes?.length && !all.some((m) => covers(e, m))).map((e) => e.id);
    expect(empty).toEqual([]);
  });

  it('should have one entry per anchor on each page', () => {
    const ids = MESSAGE_ENTRIES.map((e) => `${e.page}#${e.id}`);
    expect(ids.length).toBe(new Set(ids).size);
    for (const e of MESSAGE_ENTRIES) expect(MESSAGE_PAGES.map((p) => p.slug)).toContain(e.page);
  });

  it('should keep the message pages as the data and the entries give them', () => {
    const files = renderMessagePages(installed, history, MESSAGE_ENTRIES, MESSAGE_PAGES, MESSAGE_INDEX);
    const stale = Object.entries(files)
      .filter(
        ([rel, text]) => !fs.existsSync(path.join(root, rel)) || fs.readFileSync(path.join(root, rel), 'utf8') !== text,
      )
      .map(([rel]) => rel);
    expect(stale, `stale message pages: ${REGENERATE}`).toEqual([]);
  });

  it('should read the older wordings of one release per minor line of runtime-core since 0.6', () => {
    const lines = new Set(
      history.releases
        .filter((r: string) => r.startsWith('runtime-core@') || r.startsWith('runtime@'))
        .map((r: string) => r.split('@')[1]?.split('.').slice(0, 2).join('.')),
    );
    // The minor lines of @module-federation/runtime-core the registry carries since 0.6.
    for (const line of ['0.6', '0.9', '0.13', '0.17', '0.22', '0.24', '2.0', '2.5', '2.9'])
      expect(lines).toContain(line);
    expect(history.releases.length).toBeGreaterThanOrEqual(29);
  });
});

describe('given the extractor', () => {
  it('should mark the variable parts, resolve constants and read both wordings of a conditional', () => {
    const found = messagesOfSource(`
      const MSG = 'Remote loading is disabled.';
      function f(remote, options) {
        if (!remote) throw new Error(MSG);
        logger.warn(\`The remote "\${remote.name}" is already registered. \${options.force ? 'A' : 'B'}\`);
        console.error('plain', remote);
        assert(remote.entry, \`Unable to locate \${remote.id} in \${this.name}\`);
      }
    `);
    expect(found.map((m) => [m.kind, m.template])).toEqual([
      ['throw', 'Remote loading is disabled.'],
      ['warn', 'The remote "${remote.name}" is already registered. A'],
      ['warn', 'The remote "${remote.name}" is already registered. B'],
      ['error', 'plain'],
      ['throw', 'Unable to locate ${remote.id} in ${name}'],
    ]);
  });
});
