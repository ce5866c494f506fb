/** The package managers of the install-command tabs (SPEC §2), in display order. Not deno. */
const PACKAGE_MANAGERS = ['npm', 'yarn', 'pnpm', 'bun'] as const;
export type PackageManager = (typeof PACKAGE_MANAGERS)[number];

/** Managers whose `install <pkg>` is spelt `add <pkg>`. */
const ADD_MANAGERS: ReadonlySet<PackageManager> = new Set(['yarn', 'bun']);

/**
 * The command line for one manager. `command` is written for npm without the `npm` word
 * (`install -D @module-federation/enhanced`). For yarn and bun, `install` becomes `add`, unless the
 * command is a bare install (flags only), which stays `install`.
 */
export function commandFor(manager: PackageManager, command: string): string {
  const words = command.trim().split(/\s+/);
  const [verb, ...rest] = words;
  const isInstall = verb === 'install' || verb === 'i';
  const hasPackages = rest.some((w) => !w.startsWith('-'));
  if (isInstall && hasPackages && ADD_MANAGERS.has(manager)) return [manager, 'add', ...rest].join(' ');
  return [manager, ...words].join(' ');
}

/** The command line of every manager, keyed by manager, in display order. */
export function commandsFor(command: string): Record<PackageManager, string> {
  return Object.fromEntries(PACKAGE_MANAGERS.map((m) => [m, commandFor(m, command)])) as Record<PackageManager, string>;
}

/** How a command runs: through the manager itself, a locally installed binary (`exec`), or one fetched on the fly (`dlx`). */
export type RunMode = 'manager' | 'exec' | 'dlx';

const PREFIX: Record<Exclude<RunMode, 'manager'>, Record<PackageManager, string>> = {
  exec: { npm: 'npx', yarn: 'yarn', pnpm: 'pnpm', bun: 'bun' },
  dlx: { npm: 'npx', yarn: 'yarn dlx', pnpm: 'pnpm dlx', bun: 'bunx' },
};

/** The command line of every manager for `command` run in `mode`. */
export function commandLines(command: string, mode: RunMode = 'manager'): Record<PackageManager, string> {
  if (mode === 'manager') return commandsFor(command);
  const prefixes = PREFIX[mode];
  return Object.fromEntries(PACKAGE_MANAGERS.map((m) => [m, `${prefixes[m]} ${command.trim()}`])) as Record<
    PackageManager,
    string
  >;
}
