import fs from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';

/** The slice of Rspack's stats JSON the report reads. */
interface StatsModule {
  name?: string;
  identifier?: string;
  size?: number;
  chunks?: (string | number)[];
  modules?: StatsModule[];
}
interface StatsChunk {
  id?: string | number;
  names?: string[];
  files?: string[];
  initial?: boolean;
  size?: number;
}
interface StatsJson {
  chunks?: StatsChunk[];
  modules?: StatsModule[];
}

/** Groups a module path into the package or source folder it belongs to. */
function moduleGroup(name: string): string {
  const clean = name.replace(/^.*!/, '').replace(/ \+ \d+ modules$/, '');
  const nm = clean.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = clean.slice(nm + 'node_modules/'.length).split('/');
    const pkg = rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1]}` : (rest[0] ?? clean);
    // Rspress's own dist is one package but several concerns: keep its top folders apart.
    if (pkg === '@rspress/core') return `@rspress/core/${rest.slice(2, rest[2] === 'theme' ? 5 : 4).join('/')}`;
    return pkg;
  }
  return clean.replace(/^\.\//, '').split('/').slice(0, 3).join('/');
}

/** Flattens concatenated modules so each source file counts once. */
function leaves(mods: StatsModule[]): StatsModule[] {
  return mods.flatMap((m) => (m.modules?.length ? leaves(m.modules).map((c) => ({ ...c, chunks: m.chunks })) : [m]));
}

/**
 * Writes what each initial JS chunk of the browser build is made of (source size per package or folder,
 * before minification) to `$RSPRESS_BUNDLE_REPORT`. Off unless that variable is set; used to write the
 * README's performance section.
 */
export function bundleReport(): RspressPlugin {
  const target = process.env.RSPRESS_BUNDLE_REPORT;
  return {
    name: 'mf-bundle-report',
    builderConfig: target
      ? {
          plugins: [
            {
              name: 'mf-bundle-report',
              setup(api) {
                api.onAfterBuild(({ stats }: { stats?: unknown }) => {
                  const all = (stats as { toJson(o: object): { children?: StatsJson[] } & StatsJson }).toJson({
                    all: false,
                    chunks: true,
                    modules: true,
                    nestedModules: true,
                    // Rspack lists only a few modules of a concatenated one unless told otherwise.
                    nestedModulesSpace: Number.POSITIVE_INFINITY,
                    orphanModules: true,
                    ids: true,
                  });
                  const web = (all.children ?? [all]).find((c) =>
                    c.chunks?.some((ch) => ch.files?.some((f) => f.startsWith('static/js/'))),
                  );
                  if (!web) return;
                  const lines: string[] = [];
                  for (const chunk of web.chunks ?? []) {
                    if (!chunk.initial) continue;
                    const file = chunk.files?.find((f) => f.endsWith('.js'));
                    const groups = new Map<string, number>();
                    for (const m of leaves(web.modules ?? [])) {
                      if (!m.chunks?.includes(chunk.id as string)) continue;
                      const g = moduleGroup(m.name ?? m.identifier ?? '?');
                      groups.set(g, (groups.get(g) ?? 0) + (m.size ?? 0));
                    }
                    lines.push(
                      `## ${file} (${chunk.names?.join(',') || chunk.id}), ${((chunk.size ?? 0) / 1024) | 0} KB source`,
                    );
                    for (const [g, n] of [...groups].sort((a, b) => b[1] - a[1]).slice(0, 25))
                      lines.push(`${(n / 1024).toFixed(1).padStart(8)} KB  ${g}`);
                  }
                  fs.mkdirSync(path.dirname(target), { recursive: true });
                  fs.writeFileSync(target, `${lines.join('\n')}\n`);
                  fs.writeFileSync(`${target}.json`, JSON.stringify(web));
                });
              },
            },
          ],
        }
      : undefined,
  };
}
