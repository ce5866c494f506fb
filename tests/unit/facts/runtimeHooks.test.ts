import { describe, expect, it } from 'vitest';
import { DECLARED_IN, RUNTIME_HOOKS } from '../../../config/facts/runtimeHooks';
import { HOOK_SOURCES, readRuntimeHooks } from '../../harness/dtsFacts.mjs';

const declared = readRuntimeHooks();
const byName = new Map(declared.map((h) => [`${h.group}.${h.name}`, h]));

describe('given the runtime hook facts of config/facts/runtimeHooks.ts', () => {
  it.each(RUNTIME_HOOKS.map((h) => [`${h.group}.${h.name}`, h] as const))(
    'should match runtime-core’s declaration of %s (kind and arguments)',
    (key, fact) => {
      const hook = byName.get(key);
      expect(hook, `hook "${key}" is no longer declared by runtime-core`).toBeDefined();
      expect(fact.kind, `hook "${key}": kind`).toBe(hook?.kind);
      expect(fact.args, `hook "${key}": arguments`).toEqual(hook?.args);
    },
  );

  it('should name, for each group, the file whose declarations the check reads', () => {
    expect(DECLARED_IN).toEqual(
      Object.fromEntries(HOOK_SOURCES.map(([rel, , group]) => [group, `@module-federation/runtime-core/${rel}`])),
    );
  });

  it('should list every hook runtime-core declares, in its order', () => {
    expect(RUNTIME_HOOKS.map((h) => `${h.group}.${h.name}`)).toEqual(declared.map((h) => `${h.group}.${h.name}`));
  });
});
