import {
  PackageManagerTabs as OriginalPackageManagerTabs,
  type PackageManagerTabProps,
} from '@rspress/core/theme-original';
import { commandLines } from '../../logic/installCommand';

/**
 * Wraps Rspress v2's PackageManagerTabs (2.0.22) with the same API (`command="install …"`, `exec`,
 * `dlx`), so the docs keep importing it from `@rspress/core/theme`. Upstream shows deno too and also
 * rewrites pnpm's `install <pkg>`; SPEC §2 asks for exactly npm, yarn, pnpm and bun, with
 * `install <pkg>` → `add <pkg>` for yarn and bun only. We compute the four lines and hand them over as
 * an object, which upstream renders verbatim. The choice is remembered site-wide and across tabs by
 * upstream's Tabs (`groupId`), through our safe `useStorageValue`.
 */
export function PackageManagerTabs(props: PackageManagerTabProps) {
  if (typeof props.command !== 'string') return <OriginalPackageManagerTabs {...props} />;
  const mode = props.dlx ? 'dlx' : props.exec ? 'exec' : 'manager';
  return (
    <OriginalPackageManagerTabs command={commandLines(props.command, mode)} additionalTabs={props.additionalTabs} />
  );
}
