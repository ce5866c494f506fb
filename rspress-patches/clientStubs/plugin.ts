import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';

const STUBS = path.join(import.meta.dirname, 'stubs');

/** A module of the browser bundle replaced by a smaller one of ours, and when. */
export interface ClientStub {
  /** Matched against the request (`@unhead/react`) and against the resolved file. */
  test: RegExp;
  file: string;
  why: string;
}

const UPSTREAM_LLMS = /[\\/]@rspress[\\/]core[\\/]dist[\\/]theme[\\/]components[\\/]Llms[\\/]/.source;

/** The replacements that hold for a site configuration (`themeConfig.llmsUI` decides the llms ones). */
export function clientStubsFor(llmsUI: unknown): ClientStub[] {
  const ui = typeof llmsUI === 'object' && llmsUI !== null ? (llmsUI as Record<string, unknown>) : {};
  const llms = path.join(STUBS, 'llmsControls.ts');
  const stubs: ClientStub[] = [
    {
      test: /^@unhead\/react(?:\/client)?$/,
      file: path.join(STUBS, 'head.ts'),
      why: 'the browser only updates lang, title and description on navigation',
    },
  ];
  if (ui.viewOptions === false)
    stubs.push({ test: new RegExp(`${UPSTREAM_LLMS}LlmsViewOptions\\.js$`), file: llms, why: 'viewOptions: false' });
  if ((ui.placement ?? 'title') !== 'outline')
    stubs.push({
      test: new RegExp(`${UPSTREAM_LLMS}Llms(?:OpenRow|CopyRow)\\.js$`),
      file: llms,
      why: 'the outline rows show only with placement: outline',
    });
  return stubs;
}

/**
 * Leaves out of the browser bundle what Rspress ships on every page but this site never runs there
 * (`./stubs/`): 8–9 KB gzip of the first visit. The prerender (node environments) keeps
 * the real modules. Listed after the publishing plugins, whose `config` hook sets `llmsUI`.
 */
export function clientStubs(): RspressPlugin {
  let stubs: ClientStub[] = clientStubsFor(undefined);
  return {
    name: 'mf-client-stubs',
    config(config) {
      stubs = clientStubsFor(config.themeConfig?.llmsUI);
      return config;
    },
    builderConfig: {
      tools: {
        rspack(_config, { environment, rspack, appendPlugins }) {
          if (environment.name !== 'web') return;
          appendPlugins(stubs.map((stub) => new rspack.NormalModuleReplacementPlugin(stub.test, stub.file)));
        },
      },
    },
  };
}
