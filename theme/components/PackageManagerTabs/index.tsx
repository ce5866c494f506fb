// Upstream's icons; the package exports them only from its dist folder (theme/OVERRIDES.md).
import { Bun } from '@rspress/core/dist/theme/components/PackageManagerTabs/icons/Bun.js';
import { Deno } from '@rspress/core/dist/theme/components/PackageManagerTabs/icons/Deno.js';
import { Npm } from '@rspress/core/dist/theme/components/PackageManagerTabs/icons/Npm.js';
import { Pnpm } from '@rspress/core/dist/theme/components/PackageManagerTabs/icons/Pnpm.js';
import { Yarn } from '@rspress/core/dist/theme/components/PackageManagerTabs/icons/Yarn.js';
import { getCustomMDXComponent, type PackageManagerTabProps, Tab, Tabs } from '@rspress/core/theme';
import { PackageManagerTabs as OriginalPackageManagerTabs } from '@rspress/core/theme-original';
import type { ReactNode } from 'react';
import { commandLines } from '../../logic/installCommand';
import { withoutIds } from '../../logic/withoutIds';

/** The icons are decoration: the tab is named by the manager's name beside them. */
const ICONS: Record<string, ReactNode> = {
  npm: <Npm aria-hidden />,
  yarn: <Yarn aria-hidden />,
  pnpm: <Pnpm aria-hidden />,
  // Upstream's Bun icon carries 19 ids from its drawing's layers (`Bun`, `Shadow`, …), repeated by every
  // install tab group on a page; nothing refers to them.
  bun: withoutIds(Bun({ 'aria-hidden': true })),
  deno: <Deno aria-hidden />,
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
 * The choice is remembered site-wide through our Tabs (`groupId`). The `.md` twin (SSG_MD) is upstream's.
 */
export function PackageManagerTabs(props: PackageManagerTabProps) {
  const { command, additionalTabs = [] } = props;
  const mode = props.dlx ? 'dlx' : props.exec ? 'exec' : 'manager';
  const lines: Record<string, string | undefined> =
    typeof command === 'string' ? commandLines(command, mode) : { ...command };
  if (typeof command === 'string') for (const tab of additionalTabs) lines[tab.tool] = `${tab.tool} ${command}`;
  if (import.meta.env.SSG_MD) {
    return <OriginalPackageManagerTabs command={lines as Record<string, string>} additionalTabs={additionalTabs} />;
  }
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
