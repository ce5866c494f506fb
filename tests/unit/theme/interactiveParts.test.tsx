// @vitest-environment happy-dom
/**
 * The theme's interactive parts in each of their states (closed, open, selected, disabled, pressed),
 * each state checked with axe: tabs, the code buttons, sidebar groups, the nav pop-up and the hamburger
 * menu. Rspress's runtime and theme are replaced by small stand-ins; the components are ours.
 */
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement, type ReactNode, useRef, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../support/axe';

const state = vi.hoisted(() => ({ lang: 'en' as 'en' | 'zh', pathname: '/guide/start/', copied: [] as string[] }));

vi.mock('@rspress/core/runtime', () => ({
  useLang: () => state.lang,
  useLocation: () => ({ pathname: state.pathname }),
  useActiveMatcher: () => (link: string) => link === state.pathname,
}));
vi.mock('@rspress/core/theme', async () => {
  const Icon = () => null;
  // `@rspress/core/theme-original` resolves to the same module: this stands in for both.
  return {
    Tabs: () => null,
    // Ours, as in the build (theme/plugin.ts swaps upstream's module for it).
    useStorageValue: (
      await vi.importActual<typeof import('../../../theme/hooks/useStorageValue')>(
        '../../../theme/hooks/useStorageValue',
      )
    ).useStorageValue,
    SvgWrapper: ({ icon: _icon, ...rest }: Record<string, unknown>) => createElement('svg', rest),
    IconArrowDown: Icon,
    IconArrowRight: Icon,
    IconSmallMenu: Icon,
    IconCopy: Icon,
    IconSuccess: Icon,
    IconWrap: Icon,
    IconWrapped: Icon,
    Tag: () => null,
    renderInlineMarkdown: (text: string) => ({ children: text }),
    getCopyableText: (el: HTMLElement) => el.textContent ?? '',
    copyToClipboard: async (text: string) => {
      state.copied.push(text);
      return true;
    },
    // Rspress's pop-up list: its links, shown only while open.
    HoverGroup: ({ items, isOpen }: { items: { text: string; link: string }[]; isOpen: boolean }) =>
      createElement(
        'ul',
        { hidden: !isOpen },
        items.map((i) => createElement('li', { key: i.link }, createElement('a', { href: i.link }, i.text))),
      ),
  };
});
vi.mock('@rspress/core/dist/theme/components/Sidebar/SidebarItem.js', () => {
  const SidebarItemRaw = ({ text, link, active }: { text: string; link: string; active: boolean }) =>
    createElement('a', { href: link, 'aria-current': active ? 'page' : undefined }, text);
  return {
    SidebarItemRaw,
    SidebarItem: ({ item }: { item: { text: string; link: string } }) =>
      createElement(SidebarItemRaw, { text: item.text, link: item.link, active: item.link === state.pathname }),
  };
});
vi.mock('@rspress/core/dist/theme/components/Sidebar/SidebarDivider.js', () => ({ SidebarDivider: () => null }));
vi.mock('@rspress/core/dist/theme/components/Sidebar/SidebarSectionHeader.js', () => ({
  SidebarSectionHeader: () => null,
}));
// The menu's module, which NavHamburger loads on the first opening, stood in for by a plain dialog.
vi.mock('../../../theme/components/NavHamburger/loadNavScreen', () => ({
  loadNavScreen: async () => ({
    NavScreen: ({ toggleScreen }: { toggleScreen: () => void }) =>
      createElement(
        'div',
        { role: 'dialog', 'aria-label': 'Menu', className: 'rp-nav-screen' },
        createElement('a', { href: '/guide/start/' }, 'Guide'),
        createElement('button', { type: 'button', onClick: toggleScreen }, 'Close'),
      ),
  }),
}));
// CSS imported by the components is nothing to jsdom.
vi.mock('@rspress/core/dist/theme/components/Tabs/index.css', () => ({}));
vi.mock('@rspress/core/dist/theme/components/CodeButtonGroup/index.css', () => ({}));
vi.mock('@rspress/core/dist/theme/components/CodeButtonGroup/CopyCodeButton.css', () => ({}));
vi.mock('@rspress/core/dist/theme/components/Sidebar/SidebarGroup.css', () => ({}));

const { Tabs } = await import('../../../theme/components/Tabs');
/** Rspress's Tab: its props are read by Tabs, its children are the panel. */
const Tab = ({ children }: { label: string; disabled?: boolean; children: ReactNode }) => <>{children}</>;
const { CodeButtonGroup, COPIED_MS } = await import('../../../theme/components/CodeButtonGroup');
const { SidebarGroup } = await import('../../../theme/components/Sidebar/SidebarGroup');
const { NavMenuPopup } = await import('../../../theme/components/Nav/NavMenuPopup');
const { NavHamburger } = await import('../../../theme/components/NavHamburger');

beforeEach(() => {
  state.lang = 'en';
  state.pathname = '/guide/start/';
  state.copied.length = 0;
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** A code block with the buttons, as Rspress's code block renders them. */
function Block({ lang }: { lang?: 'zh' }) {
  if (lang) state.lang = lang;
  const [wrapped, setWrapped] = useState(false);
  const code = useRef<HTMLDivElement>(null);
  return (
    <div>
      <div ref={code}>
        <pre>
          <code>npm install @module-federation/enhanced</code>
        </pre>
      </div>
      <CodeButtonGroup wrapCode={wrapped} toggleWrapCode={() => setWrapped((w) => !w)} copyElementRef={code} />
    </div>
  );
}

type Data = Parameters<typeof SidebarGroup>[0]['group'];
/** A sidebar holding one group, with the state Rspress's Sidebar keeps. */
function Sidebar({ group }: { group: Data }) {
  const [data, setData] = useState([group]);
  return (
    <nav aria-label="Sidebar">
      <SidebarGroup group={data[0] as Data} path={[0]} setSidebarData={setData as never} inGroup={false} />
    </nav>
  );
}

/** The bar with the hamburger, and the modal container Rspress's layout provides. */
function Bar({ children }: { children?: ReactNode }) {
  return (
    <>
      <div id="__rspress_modal_container" />
      <header>
        <NavHamburger />
      </header>
      {children}
    </>
  );
}

describe('given tabs', () => {
  const three = (props: Record<string, unknown> = {}) => (
    <Tabs {...props}>
      <Tab label="npm">npm install</Tab>
      <Tab label="yarn" disabled>
        yarn add
      </Tab>
      <Tab label="pnpm">pnpm add</Tab>
    </Tabs>
  );

  it('should select the first tab, one tab stop, its panel labelled by it', async () => {
    const { container } = render(three());
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1, -1]);
    expect(screen.getByRole('tabpanel', { name: 'npm' }).textContent).toBe('npm install');
    await expectNoAxeViolations(container, 'first tab selected');
  });

  it('should skip the disabled tab with the arrow keys and select by click', async () => {
    const user = userEvent.setup();
    const { container } = render(three());
    const [npm, yarn, pnpm] = screen.getAllByRole('tab');
    expect(yarn?.getAttribute('aria-disabled')).toBe('true');
    await user.click(yarn as HTMLElement);
    expect(yarn?.getAttribute('aria-selected')).toBe('false');
    (npm as HTMLElement).focus();
    await user.keyboard('{ArrowRight}');
    expect(pnpm?.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(pnpm);
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(npm);
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(pnpm);
    expect(screen.getByRole('tabpanel', { name: 'pnpm' }).textContent).toBe('pnpm add');
    await expectNoAxeViolations(container, 'last tab selected, one disabled');
  });

  it('should move from a middle tab with ArrowLeft, ArrowRight, Home and End', async () => {
    const user = userEvent.setup();
    render(
      <Tabs>
        <Tab label="npm">npm install</Tab>
        <Tab label="yarn">yarn add</Tab>
        <Tab label="pnpm">pnpm add</Tab>
        <Tab label="bun">bun add</Tab>
      </Tabs>,
    );
    /** Clicks a middle tab, presses a key, and returns the label of the tab then focused and selected. */
    const from = async (label: string, key: string) => {
      await user.click(screen.getByRole('tab', { name: label }));
      await user.keyboard(`{${key}}`);
      expect(document.activeElement?.getAttribute('aria-selected')).toBe('true');
      return document.activeElement?.textContent;
    };
    expect(await from('pnpm', 'ArrowLeft')).toBe('yarn');
    expect(await from('yarn', 'ArrowRight')).toBe('pnpm');
    expect(await from('pnpm', 'Home')).toBe('npm');
    expect(await from('yarn', 'End')).toBe('bun');
    expect(screen.getByRole('tabpanel', { name: 'bun' }).textContent).toBe('bun add');
  });

  it('should keep a group choice in storage and share it with the other tabs of the group', async () => {
    const user = userEvent.setup();
    render(
      <>
        {three({ groupId: 'pm' })}
        {three({ groupId: 'pm' })}
      </>,
    );
    await user.click(screen.getAllByRole('tab', { name: 'pnpm' })[0] as HTMLElement);
    expect(screen.getAllByRole('tab', { name: 'pnpm' }).map((t) => t.getAttribute('aria-selected'))).toEqual([
      'true',
      'true',
    ]);
    expect(localStorage.getItem('rspress.tabs.pm')).toBe('2');
  });
});

describe('given the code buttons', () => {
  it('should name both buttons and press the wrap toggle', async () => {
    const user = userEvent.setup();
    const { container } = render(<Block />);
    const wrap = screen.getByRole('button', { name: 'Toggle line wrapping' });
    expect(wrap.getAttribute('aria-pressed')).toBe('false');
    await expectNoAxeViolations(container, 'not wrapped');
    await user.click(wrap);
    expect(wrap.getAttribute('aria-pressed')).toBe('true');
    await expectNoAxeViolations(container, 'wrapped');
  });

  it('should copy the code, say Copied in a status region for 2 s, then return', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { container } = render(<Block />);
    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(state.copied).toEqual(['npm install @module-federation/enhanced']);
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Copied');
    await expectNoAxeViolations(container, 'copied');
    await act(() => vi.advanceTimersByTimeAsync(COPIED_MS - 100));
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.getByRole('button', { name: 'Copy code' })).toBeTruthy();
  });

  it('should name the buttons in Chinese on Chinese pages', () => {
    render(<Block lang="zh" />);
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      '切换自动换行',
      '复制代码',
    ]);
  });
});

describe('given a sidebar group', () => {
  const group = (extra: Partial<Data> = {}) =>
    ({
      text: 'Frameworks',
      collapsed: true,
      items: [{ text: 'React', link: '/practice/frameworks/react/' }],
      ...extra,
    }) as Data;

  it('should open and close a collapsed group, its items out of reach while closed', async () => {
    const user = userEvent.setup();
    const { container } = render(<Sidebar group={group()} />);
    const button = screen.getByRole('button', { name: 'Frameworks' });
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(panel?.querySelector('[inert]')).not.toBeNull();
    await expectNoAxeViolations(container, 'closed');
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(panel?.querySelector('[inert]')).toBeNull();
    expect(within(panel as HTMLElement).getByRole('link', { name: 'React' })).toBeTruthy();
    await expectNoAxeViolations(container, 'open');
    await user.keyboard('{Enter}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('should keep the link of a group with its own page and toggle it with a separate, named button', async () => {
    const user = userEvent.setup();
    state.pathname = '/practice/frameworks/';
    const { container } = render(<Sidebar group={group({ link: '/practice/frameworks/' })} />);
    expect(screen.getByRole('link', { name: 'Frameworks' }).getAttribute('aria-current')).toBe('page');
    const toggle = screen.getByRole('button', { name: /Frameworks/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await expectNoAxeViolations(container, 'linked group open');
  });

  it('should make a group that does not collapse a plain, always open list', async () => {
    const { container } = render(<Sidebar group={group({ collapsible: false, collapsed: false })} />);
    expect(screen.getByRole('button', { name: 'Frameworks' }).getAttribute('aria-expanded')).toBeNull();
    expect(screen.getByRole('link', { name: 'React' })).toBeTruthy();
    await expectNoAxeViolations(container, 'not collapsible');
  });
});

describe('given a nav pop-up', () => {
  const popup = () => (
    <nav aria-label="Main">
      <ul>
        <NavMenuPopup
          label="Ecosystem"
          items={[
            { text: 'Rspack', link: 'https://rspack.rs' },
            { text: 'Rsbuild', link: 'https://rsbuild.rs' },
          ]}
        />
      </ul>
      <a href="/after">after</a>
    </nav>
  );

  it('should open by keyboard, close on Escape with focus back on its button', async () => {
    const user = userEvent.setup();
    const { container } = render(popup());
    const button = screen.getByRole('button', { name: 'Ecosystem' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await expectNoAxeViolations(container, 'closed');
    button.focus();
    await user.keyboard('{Enter}');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Rspack' })).toBeTruthy();
    await expectNoAxeViolations(container, 'open');
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Rspack');
    await user.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('should close when focus leaves it, and on a route change', async () => {
    const user = userEvent.setup();
    const { rerender } = render(popup());
    const button = screen.getByRole('button', { name: 'Ecosystem' });
    button.focus();
    await user.keyboard('{Enter}');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await user.tab();
    await user.tab();
    await user.tab();
    expect(document.activeElement?.textContent).toBe('after');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    // A pointer arriving opens it (hover).
    await user.hover(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    state.pathname = '/configure/';
    rerender(popup());
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('given the hamburger menu', () => {
  it('should open the menu, rename its button, and close on Escape with focus back on the button', async () => {
    const user = userEvent.setup();
    const { container } = render(<Bar />);
    const button = screen.getByRole('button', { name: 'Open the navigation menu' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await expectNoAxeViolations(container, 'closed');
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-label')).toBe('Close the navigation menu');
    // The menu's code loads on its first opening (React.lazy): the dialog follows the press.
    expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeTruthy();
    await expectNoAxeViolations(container, 'open');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('should close when the window becomes 768 px wide or more (SPEC §4), and stay open below', async () => {
    const user = userEvent.setup();
    render(<Bar />);
    const button = screen.getByRole('button', { name: 'Open the navigation menu' });
    await user.click(button);
    await screen.findByRole('dialog');
    const resize = (width: number) =>
      act(() => {
        Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });
        fireEvent(window, new Event('resize'));
      });
    resize(767);
    expect(screen.getByRole('dialog')).toBeTruthy();
    resize(768);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('should name its button in Chinese on Chinese pages', () => {
    state.lang = 'zh';
    render(<Bar />);
    expect(screen.getByRole('button', { name: '打开导航菜单' })).toBeTruthy();
  });
});
