/**
 * Async chunks named by their own content, with no per-page map in the bundler's runtime (lazyRoutes,
 * README.md). Rspack's runtime names a chunk's file from a map of every async chunk's hash, which grows with
 * the pages and changes with any page. This plugin takes the page chunks that a shard of the route table
 * lists out of that map and writes their file names into the shard instead (the browser hands them to the
 * runtime: ./client/route.ts). An edit then renames the page's chunk, its shard and the runtime chunk, which
 * holds the shards' hashes; every other file keeps its name.
 */
import type { Compiler } from '@rspack/core';

/** The placeholder a shard writes for a page chunk's file, by the chunk's name (./plugin.ts). */
export const FILE_MARK = 'mf-page-chunk:';
/** The chunk of the bundler's runtime (`optimization.runtimeChunk`), so that the entry keeps its name. */
export const RUNTIME_CHUNK = 'mf-runtime';

const fail = (what: string) =>
  new Error(`lazyRoutes: ${what}. See rspress-patches/README.md, or build with RSPRESS_PATCHES_OFF=lazyRoutes.`);

/** `…[id].[contenthash:n].js` from Rsbuild's `…[name].[contenthash:n].js`, and the folder part (`…`). */
export function contentHashChunkFilename(filename: unknown): { chunkFilename: string; asyncDir: string } {
  const m = typeof filename === 'string' ? /^(.*)\[name\]\.\[contenthash(:\d+)?\]\.js$/.exec(filename) : null;
  if (!m)
    throw fail(`unexpected output.chunkFilename ${JSON.stringify(filename)} (expected "…[name].[contenthash:n].js")`);
  return { chunkFilename: `${m[1]}[id].[contenthash${m[2] ?? ''}].js`, asyncDir: m[1] ?? '' };
}

/** A page chunk as the runtime's map lists it: its id, and the hash in its file name. */
export interface ChunkFile {
  id: string;
  hash: string;
}

/**
 * Replaces each `"mf-page-chunk:<chunk name>"` in `source` with `"<id>.<hash>"` of that chunk, adding the
 * chunk to `found`. Throws on a name that `fileOf` does not know.
 */
export function fillChunkFiles(
  source: string,
  fileOf: (name: string) => ChunkFile | undefined,
  found: Map<string, ChunkFile>,
): string {
  return source.replace(new RegExp(`"${FILE_MARK}([^"]+)"`, 'g'), (_, name: string) => {
    const file = fileOf(name);
    if (!file) throw fail(`a shard names the page chunk "${name}", which the build did not make`);
    found.set(name, file);
    return JSON.stringify(`${file.id}.${file.hash}`);
  });
}

const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The runtime's source without the entries of `chunks` in its map of chunk hashes (Rspack 2.3 renders it
 * `{id: "hash",…}[chunkId]`, ids quoted unless numeric). Throws when an entry is not there, or its hash still is.
 */
export function dropFromRuntimeMap(source: string, chunks: Iterable<ChunkFile>): string {
  let out = source;
  for (const { id, hash } of chunks) {
    const entry = new RegExp(`([{,]\\s*)(?:"${literal(id)}"|${literal(id)}):\\s*"${literal(hash)}"\\s*(,?)`);
    const m = entry.exec(out);
    if (!m) throw fail(`the runtime's map of chunk hashes has no entry "${id}": "${hash}"`);
    // `{a: "1", b: "2"}` → `{b: "2"}`; the last entry leaves its comma to the one before, if any.
    out =
      out.slice(0, m.index) +
      (m[2] ? (m[1] ?? '') : (m[1] ?? '').replace(/,(\s*)$/, '$1')) +
      out.slice(m.index + m[0].length);
    if (out.includes(`"${hash}"`)) throw fail(`the runtime still names chunk "${id}" by its hash`);
  }
  return out;
}

/** The Rspack plugin: fills the shards' file names, then drops those chunks from the runtime's map. */
export class PageChunkFiles {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.rspack;
    compiler.hooks.thisCompilation.tap('mf-page-chunk-files', (compilation) => {
      // Before minifying (the map's text is Rspack's own) and before the real content hashes, which then
      // follow the new bytes and rewrite the hashes written here to the files' final names.
      compilation.hooks.processAssets.tap(
        { name: 'mf-page-chunk-files', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE },
        () => {
          const fileOf = (name: string): ChunkFile | undefined => {
            const chunk = compilation.namedChunks.get(name);
            const id = chunk?.id == null ? undefined : String(chunk.id);
            const file = id === undefined ? undefined : [...(chunk?.files ?? [])].find((f) => f.endsWith('.js'));
            const hash = file && new RegExp(`(?:^|/)${literal(id ?? '')}\\.([0-9a-f]+)\\.js$`).exec(file)?.[1];
            return id !== undefined && hash ? { id, hash } : undefined;
          };
          const found = new Map<string, ChunkFile>();
          for (const asset of compilation.getAssets()) {
            if (!asset.name.endsWith('.js')) continue;
            const text = asset.source.source().toString();
            if (!text.includes(FILE_MARK)) continue;
            compilation.updateAsset(asset.name, new sources.RawSource(fillChunkFiles(text, fileOf, found)));
          }
          if (found.size === 0) throw fail('no shard names a page chunk');
          const runtime = [...(compilation.namedChunks.get(RUNTIME_CHUNK)?.files ?? [])].find((f) => f.endsWith('.js'));
          const asset = runtime ? compilation.getAsset(runtime) : undefined;
          if (!runtime || !asset) throw fail(`no runtime chunk "${RUNTIME_CHUNK}"`);
          const text = asset.source.source().toString();
          compilation.updateAsset(runtime, new sources.RawSource(dropFromRuntimeMap(text, found.values())));
        },
      );
    });
  }
}
