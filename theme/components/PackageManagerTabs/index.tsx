// Upstream's icons; the package exports them only from its dist folder (theme/OVERRIDES.md).
import { Npm } from '@rspress/core/dist/theme/components/PackageManagerTabs/icons/Npm.js';
import { Pnpm } from '@rspress/core/dist/theme/components/PackageManagerTabs/icons/Pnpm.js';
import { Yarn } from '@rspress/core/dist/theme/components/PackageManagerTabs/icons/Yarn.js';
import { getCustomMDXComponent, type PackageManagerTabProps, Tab, Tabs } from '@rspress/core/theme';
import type { ReactNode } from 'react';
import { commandLines } from '../../logic/installCommand';

/**
 * Bun's mark, drawn small: upstream's is a 7.6 KB drawing (2 KB gzip, on every page with install tabs)
 * with 19 layer ids that repeat per tab group. A bun, its outline and two eyes read the same at 16 px.
 */
function BunMark() {
  return (
    <svg aria-hidden width="16" height="16" viewBox="0 0 16 16">
      <ellipse cx="8" cy="9" rx="7" ry="5.5" fill="#fbf0df" stroke="#000" strokeWidth="1" />
      <circle cx="5.5" cy="9" r="1" />
      <circle cx="10.5" cy="9" r="1" />
    </svg>
  );
}

/** The icons are decoration: the tab is named by the manager's name beside them. SPEC §2: no deno. */
const ICONS: Record<string, ReactNode> = {
  npm: <Npm aria-hidden />,
  yarn: <Yarn aria-hidden />,
  pnpm: <Pnpm aria-hidden />,
  bun: <BunMark />,
};

/** `npm install x` → the manager's name and the rest, as upstream splits them for colouring. */
function splitCommand(line: string): [string, string] {
  const first = line.split(' ')[0] ?? '';
  return [first, line.slice(first.length)];
}

/**
 * Replaces Rspress v2's PackageManagerTabs (2.0.22) with the same API (`command="install …"`, `exec`,
 * `dlx`, an object of lines, `additionalTabs`), so the docs keep importing it from `@rspress/core/theme`.
 * - SPEC §2: exactly npm, yarn, pnpm and bun (upstream adds deno and also rewrites pnpm's
 *   `install <pkg>`), with `install <pkg>` → `add <pkg>` for yarn and bun only
 *   (`theme/logic/installCommand.ts`).
 * - Valid HTML: each tab label is a `<span>` (upstream: a `<div>`, which our tabs, being `<button>`s,
 *   may not hold) and the Bun icon has no ids.
 * The choice is remembered site-wide through our Tabs (`groupId`). The page's Markdown copy writes the
 * same lines (plugins/publishing/markdownCopy.ts).
 */
export function PackageManagerTabs(props: PackageManagerTabProps) {
  const { command, additionalTabs = [] } = props;
  const mode = props.dlx ? 'dlx' : props.exec ? 'exec' : 'manager';
  const lines: Record<string, string | undefined> =
    typeof command === 'string' ? commandLines(command, mode) : { ...command };
  if (typeof command === 'string') for (const tab of additionalTabs) lines[tab.tool] = `${tab.tool} ${command}`;
  const icons: Record<string, ReactNode> = { ...ICONS };
  for (const tab of additionalTabs) icons[tab.tool] = tab.icon;
  const Pre = getCustomMDXComponent().pre;
  return (
    <Tabs groupId="package.manager">
      {Object.entries(lines).flatMap(([tool, line]) => {
        if (line === undefined) return [];
        const [manager, rest] = splitCommand(line);
        const label = (
          <span className="mf-pm-tab" style={{ display: 'flex', alignItems: 'center', fontSize: 15 }}>
            {icons[tool]}
            <span style={{ marginLeft: 6, marginBottom: 2 }}>{tool}</span>
          </span>
        );
        return (
          <Tab key={tool} label={label}>
            <Pre
              lang="bash"
              className="shiki css-variables"
              style={{ backgroundColor: 'var(--shiki-background)', color: 'var(--shiki-foreground)' }}
            >
              <code style={{ whiteSpace: 'pre' }}>
                <span className="line">
                  <span style={{ color: 'var(--shiki-token-function)' }}>{manager}</span>
                  <span style={{ color: 'var(--shiki-token-string)' }}>{rest}</span>
                </span>
              </code>
            </Pre>
          </Tab>
        );
      })}
    </Tabs>
  );
}
