import { describe, expect, it } from 'vitest';
import { commandFor, commandLines, commandsFor } from '../../../theme/logic/installCommand';

describe('given the install-command tabs', () => {
  // Upstream's PackageManagerTabs renders one tab per key of the object we hand it, in key order.
  it.each(['manager', 'exec', 'dlx'] as const)(
    'should offer exactly npm, yarn, pnpm and bun, in that order (%s)',
    (mode) => {
      expect(Object.keys(commandLines('install react', mode))).toEqual(['npm', 'yarn', 'pnpm', 'bun']);
    },
  );

  it('should spell install <pkg> as add <pkg> for yarn and bun only', () => {
    expect(commandsFor('install @module-federation/enhanced')).toEqual({
      npm: 'npm install @module-federation/enhanced',
      yarn: 'yarn add @module-federation/enhanced',
      pnpm: 'pnpm install @module-federation/enhanced',
      bun: 'bun add @module-federation/enhanced',
    });
  });

  it('should keep flags, before or after the packages, when rewriting to add', () => {
    expect(commandFor('yarn', 'install -D @module-federation/enhanced @rspack/core')).toBe(
      'yarn add -D @module-federation/enhanced @rspack/core',
    );
    expect(commandFor('bun', 'install @module-federation/runtime --save-exact')).toBe(
      'bun add @module-federation/runtime --save-exact',
    );
    expect(commandFor('yarn', 'i react')).toBe('yarn add react');
  });

  it('should leave a bare install (no package, flags allowed) as install', () => {
    expect(commandFor('yarn', 'install')).toBe('yarn install');
    expect(commandFor('bun', 'install --frozen-lockfile')).toBe('bun install --frozen-lockfile');
    expect(commandFor('npm', '  install  ')).toBe('npm install');
  });

  it('should leave other commands alone', () => {
    expect(commandFor('yarn', 'run build')).toBe('yarn run build');
    expect(commandFor('bun', 'create rsbuild@latest')).toBe('bun create rsbuild@latest');
  });

  it('should prefix exec and dlx commands per manager', () => {
    expect(commandLines('mf-cli init', 'exec')).toEqual({
      npm: 'npx mf-cli init',
      yarn: 'yarn mf-cli init',
      pnpm: 'pnpm mf-cli init',
      bun: 'bun mf-cli init',
    });
    expect(commandLines('create-module-federation', 'dlx')).toEqual({
      npm: 'npx create-module-federation',
      yarn: 'yarn dlx create-module-federation',
      pnpm: 'pnpm dlx create-module-federation',
      bun: 'bunx create-module-federation',
    });
  });
});
