/**
 * The file names of the page chunks the shards bring (`<chunk id>.<content hash>`, ../chunkNames.ts writes
 * them into each shard), as the bundler's chunk loader asks for them (./route.ts).
 */
export function chunkFileLookup(asyncDir: string) {
  const files = new Map<string, string>();
  return {
    /** Adds a shard's file names. */
    add(names: readonly string[]): void {
      for (const name of names) files.set(name.slice(0, name.lastIndexOf('.')), `${asyncDir}${name}.js`);
    },
    /** The file of chunk `id` if a shard named it. */
    fileOf(id: string | number): string | undefined {
      return files.get(String(id));
    },
  };
}
