import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OPTIONS, SUB_OPTIONS } from '../../../config/facts/options';
import { CONFIGURE_OPTIONS } from '../../../config/siteFacts.mjs';
import { packageDir, readPluginOptions } from '../../harness/dtsFacts.mjs';

const declared = readPluginOptions();

describe('given the option facts of config/facts/options.ts', () => {
  it('should hold facts for every option that has a configuration page, and for no other', () => {
    expect(OPTIONS.map((o) => o.name).sort()).toEqual(CONFIGURE_OPTIONS.map(([name]) => name).sort());
  });

  it.each(OPTIONS.map((o) => [o.name, o] as const))(
    'should give %s the type the installed ModuleFederationPlugin.d.ts declares',
    (name, fact) => {
      expect(declared.options.has(name), `option "${name}" is not declared any more`).toBe(true);
      expect(fact.type, `option "${name}": type drifted from the .d.ts`).toBe(declared.options.get(name));
      if ('expands' in fact)
        expect(fact.expands, `option "${name}": alias ${fact.type}`).toBe(declared.aliases.get(fact.type));
    },
  );

  it.each(SUB_OPTIONS.map((o) => [o.name, o] as const))(
    'should give the sub-option %s the type the installed .d.ts declares',
    (name, fact) => {
      expect(declared.members.get(fact.declaredAs), `sub-option "${name}" (${fact.declaredAs})`).toBe(fact.type);
    },
  );

  it.each(SUB_OPTIONS.map((o) => [o.name, o.page] as const))(
    'should link the sub-option %s to a section of its page that exists in both languages',
    (name, page) => {
      const [route = '', anchor = ''] = page.split('#');
      for (const lang of ['en', 'zh']) {
        const file = `docs/${lang}${route}.mdx`;
        expect(fs.existsSync(file), `sub-option "${name}": ${file}`).toBe(true);
        expect(fs.readFileSync(file, 'utf8'), `sub-option "${name}": {#${anchor}} in ${file}`).toContain(
          `{#${anchor}}`,
        );
      }
    },
  );

  it.each(
    [...OPTIONS, ...SUB_OPTIONS].flatMap((o) => [
      [o.name, o.defaultSetIn] as const,
      ...('rspackSetIn' in o && o.rspackSetIn ? [[`${o.name} (Rspack)`, o.rspackSetIn] as const] : []),
    ]),
  )('should name an installed package file where the default of %s is set', (name, file) => {
    const [scope = '', pkg = '', ...rest] = file.split('/');
    const full = path.join(packageDir(`${scope}/${pkg}`), ...rest);
    expect(fs.existsSync(full), `option "${name}": ${file} does not exist`).toBe(true);
  });

  it('should have a configuration page in both languages for every option', () => {
    const missing = OPTIONS.flatMap((o) =>
      ['en', 'zh']
        .map((lang) => `docs/${lang}/configure/${o.name === 'shareStrategy' ? o.name : o.name.toLowerCase()}.mdx`)
        .filter((f) => !fs.existsSync(f) && !(o.name === 'experiments' && f.startsWith('docs/zh'))),
    );
    expect(missing).toEqual([]);
  });
});
