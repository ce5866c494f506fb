import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { formatGroups, groupByKind, isError, parseVnuReport } from '../../harness/vnu.mjs';

const root = path.resolve('/tmp/site');
const url = (rel: string) => pathToFileURL(path.join(root, rel)).href;
/** A report as vnu writes it with `--format json`. */
const REPORT = JSON.stringify({
  messages: [
    { type: 'error', url: url('index.html'), lastLine: 45, firstColumn: 3, message: 'Duplicate ID “logo”.' },
    { type: 'error', url: url('zh/index.html'), lastLine: 45, lastColumn: 9, message: 'Duplicate ID “logo”.' },
    {
      type: 'error',
      url: url('guide/start/quick-start.html'),
      lastLine: 12,
      message: 'Element “div” not allowed as child of element “button” in this context.',
    },
    {
      type: 'info',
      subType: 'warning',
      url: url('index.html'),
      lastLine: 2,
      message: 'Consider avoiding viewport values.',
    },
  ],
});

describe('given the checker’s JSON report over a built site', () => {
  it('should read each message with its file relative to the site, line and column', () => {
    const messages = parseVnuReport(REPORT, root);
    expect(messages[0]).toEqual({
      type: 'error',
      message: 'Duplicate ID “logo”.',
      file: 'index.html',
      line: 45,
      column: 3,
    });
    expect(messages.map((m) => m.file)).toEqual([
      'index.html',
      'zh/index.html',
      'guide/start/quick-start.html',
      'index.html',
    ]);
    expect(messages.filter(isError)).toHaveLength(3);
  });

  it('should group errors by kind, the largest group first, with every occurrence', () => {
    const errors = parseVnuReport(REPORT, root).filter(isError);
    expect(groupByKind(errors).map((g) => [g.kind, g.messages.length])).toEqual([
      ['Duplicate ID “logo”.', 2],
      ['Element “div” not allowed as child of element “button” in this context.', 1],
    ]);
    expect(formatGroups(errors).split('\n')).toEqual([
      '2 × Duplicate ID “logo”. (2 files)',
      '    index.html:45:3',
      '    zh/index.html:45:9',
      '1 × Element “div” not allowed as child of element “button” in this context. (1 file)',
      '    guide/start/quick-start.html:12',
    ]);
  });

  it('should read an empty report as no messages', () => {
    expect(parseVnuReport('{"messages":[]}', root)).toEqual([]);
  });
});
