// @vitest-environment happy-dom
/**
 * The search dialog in each state (closed, open, results, selected, no results), with axe, and remote
 * mode against the search service we ship (plugins/search/service) on a small prebuilt index: the
 * same protocol and UI as a remote-mode build, without building the site again (SPEC §4, §7, §8, §9).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { act, cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { writeIndex } from '../../../plugins/search';
import { startSearchServer } from '../../../plugins/search/service';
import { buildIndex } from '../../../theme/logic/search/build';
import type { SearchRuntimeConfig } from '../../../theme/logic/search/types';

// axe and the service are slow on a busy 2-core machine: generous waits, never fixed sleeps.
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 10_000 });

const navigate = vi.hoisted(() => vi.fn());
vi.mock('@rspress/core/runtime', () => ({
  useLang: () => 'en',
  usePageData: () => ({ siteData: { title: 'Module Federation', base: '/' } }),
}));
vi.mock('../../../theme/components/Link', () => ({ useLinkNavigate: () => navigate }));
// The hooks module is Rspress's virtual module; no hooks here (runSearch's own test covers them).
vi.mock('../../../theme/components/Search/siteHooks', () => ({ siteHooks: {} }));

const { default: SearchDialog } = await import('../../../theme/components/Search/SearchDialog');
const { Search } = await import('../../../theme/components/Search');

// jsdom has no modal dialogs: the attribute is what the component and axe read.
HTMLDialogElement.prototype.showModal = function showModal() {
  this.setAttribute('open', '');
};
HTMLDialogElement.prototype.close = function close() {
  this.removeAttribute('open');
};
// Chromium's scrollIntoView returns a promise (an effect that returns it breaks React's cleanup).
Element.prototype.scrollIntoView = () => Promise.resolve() as unknown as undefined;

let service: { url: string; close: () => Promise<unknown> };
let dir: string;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-dialog-'));
  const page = (routePath: string, title: string, content: string) => ({ title, routePath, content, toc: [] });
  const pages = [
    page('/guide/basic/runtime', 'Runtime API', 'Call loadRemote to load a module from a producer.'),
    page('/configure/remotes', 'remotes', 'Declare the producers; loadRemote reads them.'),
  ];
  writeIndex(path.join(dir, 'static'), 'search_index.en.0a1b2c3d.json', buildIndex(pages, 'en'));
  service = (await startSearchServer({
    indexes: [
      { name: 'mf-docs', dir },
      { name: 'partner', dir, domain: 'https://partner.example.com' },
    ],
  })) as typeof service;
});
afterAll(async () => {
  await service.close();
  fs.rmSync(dir, { recursive: true, force: true });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  navigate.mockReset();
});

const remote = (): SearchRuntimeConfig => ({
  mode: 'remote',
  apiUrl: `${service.url}/search`,
  searchIndexes: ['mf-docs', { value: 'partner', label: 'Partner docs' }],
});

async function expectNoAxeViolations(container: HTMLElement) {
  // happy-dom has no layout: colour contrast is checked in Chromium by the e2e suite.
  const { violations } = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

function openDialog(config: SearchRuntimeConfig = remote(), onClose = vi.fn()) {
  render(<SearchDialog id="mf-search-dialog" onClose={onClose} config={config} />);
  return { onClose, combobox: screen.getByRole('combobox', { name: 'Search the docs' }) };
}

describe('given the search closed', () => {
  it('should show the trigger, no dialog, and no axe violation', async () => {
    const { container } = render(<Search />);
    const trigger = screen.getByRole('button', { name: 'Search Docs' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('dialog')).toBeNull();
    await expectNoAxeViolations(container);
  });
});

describe('given the dialog open with nothing typed', () => {
  it('should focus an empty combobox with a collapsed list, and have no axe violation', async () => {
    const { combobox } = openDialog();
    expect(screen.getByRole('dialog', { name: 'Search the docs' })).toHaveProperty('open', true);
    expect(combobox.getAttribute('aria-expanded')).toBe('false');
    expect(combobox.getAttribute('type')).toBe('text');
    expect(screen.queryByRole('listbox')).toBeNull();
    await expectNoAxeViolations(document.body);
  });
});

describe('given a query typed in remote mode', () => {
  it('should ask the service with keyword, limit, indexes and language, and show its groups as tabs', async () => {
    const asked: URL[] = [];
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      asked.push(new URL(String(input)));
      return realFetch(input, init);
    });
    const { combobox } = openDialog();
    fireEvent.change(combobox, { target: { value: 'loadRemote' } });
    const listbox = await screen.findByRole('listbox', { name: 'Search results' });
    expect(Object.fromEntries(asked.at(-1)?.searchParams ?? [])).toEqual({
      keyword: 'loadRemote',
      limit: '7',
      searchIndexes: 'mf-docs,partner',
      lang: 'en',
    });
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['mf-docs', 'Partner docs']);
    const first = within(listbox).getAllByRole('option')[0];
    expect(first?.getAttribute('href')).toMatch(/^\/(guide|configure)\//);
    expect(first?.getAttribute('aria-selected')).toBe('true');
    expect(combobox.getAttribute('aria-activedescendant')).toBe(first?.id);
    expect(combobox.getAttribute('aria-expanded')).toBe('true');
    await expectNoAxeViolations(document.body);

    // Arrow keys move between groups; the other site's hits open in a new tab.
    fireEvent.keyDown(tabs[0] as HTMLElement, { key: 'ArrowRight' });
    await waitFor(() => expect(screen.getAllByRole('tab')[1]?.getAttribute('aria-selected')).toBe('true'));
    const partner = screen.getAllByRole('option')[0];
    expect(partner?.getAttribute('href')).toMatch(/^https:\/\/partner\.example\.com\//);
    expect(partner?.getAttribute('target')).toBe('_blank');
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    fireEvent.keyDown(combobox, { key: 'Enter' });
    expect(open).toHaveBeenCalledWith(
      expect.stringMatching(/^https:\/\/partner\.example\.com\//),
      '_blank',
      'noopener,noreferrer',
    );
  });

  it('should move the selection with the arrows and open the selected hit on Enter', async () => {
    const { combobox, onClose } = openDialog();
    fireEvent.change(combobox, { target: { value: 'loadRemote' } });
    // The remote answer settles first: the list the arrows move through is the one on screen.
    await waitFor(() => expect(screen.getAllByRole('option').length).toBeGreaterThan(1));
    fireEvent.keyDown(combobox, { key: 'ArrowDown' });
    await waitFor(() => expect(screen.getAllByRole('option')[1]?.getAttribute('aria-selected')).toBe('true'));
    const options = screen.getAllByRole('option');
    expect(combobox.getAttribute('aria-activedescendant')).toBe(options[1]?.id);
    await expectNoAxeViolations(document.body);
    fireEvent.keyDown(combobox, { key: 'Enter' });
    expect(onClose).toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith(options[1]?.getAttribute('href'));
  });

  // Scenario (issue 25, SPEC §4): results on screen, one Escape closes; the field is not just emptied.
  it('should close on one Escape while the query is still typed', async () => {
    const { combobox, onClose } = openDialog();
    fireEvent.change(combobox, { target: { value: 'loadRemote' } });
    await screen.findAllByRole('option');
    fireEvent.keyDown(combobox, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('should say so when nothing matches, with no axe violation', async () => {
    const { combobox } = openDialog();
    fireEvent.change(combobox, { target: { value: 'kubernetes' } });
    expect(await screen.findByText('kubernetes', { selector: 'b' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toMatch(/No results for/);
    expect(screen.queryByRole('listbox')).toBeNull();
    await expectNoAxeViolations(document.body);
  });

  it('should show the loading state while the service answers, then its hits', async () => {
    let release = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      await held;
      return realFetch(input, init);
    });
    const { combobox } = openDialog();
    fireEvent.change(combobox, { target: { value: 'loadRemote' } });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Searching…'));
    await act(async () => release());
    expect((await screen.findAllByRole('option')).length).toBeGreaterThan(0);
  });

  it('should log a failure and show an empty list', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('connection refused'));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { combobox } = openDialog();
    fireEvent.change(combobox, { target: { value: 'loadRemote' } });
    expect(await screen.findByText('Please try again with a different keyword')).toBeTruthy();
    expect(screen.queryAllByRole('option')).toEqual([]);
    expect(error.mock.calls.some(([m]) => String(m).includes('Remote search failed'))).toBe(true);
  });
});
