// Reads the federation lab's recorded results (tests/lab/README.md) for the behaviour facts of
// config/facts/behaviour/lab.ts and the facts about built apps elsewhere. The lab runs once per test
// process (`node tests/lab/run.mjs`; scenarios whose inputs are unchanged are read from its cache).
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const RESULTS = path.resolve('node_modules/.cache/lab/results');

export interface LabBuild {
  ok: boolean;
  thrown?: string;
  errors: string[];
  warnings: string[];
  log: string[];
  files: string[];
  bundlerVersion?: string;
  /** Files in the app's persistent cache before its last build (apps built with `passes`). */
  cacheFilesBefore?: number;
  remoteEntryExports: string[] | null;
  otherMfJson: Record<string, Record<string, unknown>>;
  manifest?: Record<string, unknown>;
  stats?: Record<string, unknown>;
}
export interface LabPage {
  // What the page's app reported through `labDone` (each scenario's own shape).
  result: Record<string, unknown> & { error?: string; code?: string | null; uncaught?: string; timeout?: string };
  console: { type: string; text: string }[];
  pageErrors: string[];
  failedRequests: { url: string; status?: number; failure?: string }[];
}
interface LabVariant {
  build: Record<string, LabBuild>;
  page?: LabPage;
}
interface LabRecord {
  id: string;
  buildOutput: string[];
  variants: Record<string, LabVariant>;
}

let ran: Promise<unknown> | undefined;

/** Runs the lab (every scenario; the cached ones cost a file read). */
export function runLab(): Promise<unknown> {
  ran ??= run(process.execPath, ['tests/lab/run.mjs'], { maxBuffer: 1 << 24, timeout: 600_000 }).catch(
    (e: { stdout?: string; stderr?: string; message: string }) => {
      throw new Error(`the lab failed: ${e.message}\n${e.stdout ?? ''}\n${e.stderr ?? ''}`);
    },
  );
  return ran;
}

/** The recorded result of one lab scenario. */
export async function lab(id: string): Promise<LabRecord> {
  await runLab();
  return JSON.parse(readFileSync(path.join(RESULTS, `${id}.json`), 'utf8')) as LabRecord;
}

/** What the page of `variant` reported (throws with what the lab saw when the variant has no page). */
export async function page(id: string, variant: string): Promise<LabPage> {
  const found = (await lab(id)).variants[variant]?.page;
  if (!found) throw new Error(`lab ${id}: no page for ${variant}`);
  return found;
}

/** The build record of one app of a variant. */
export async function built(id: string, variant: string, app: string): Promise<LabBuild> {
  const found = (await lab(id)).variants[variant]?.build[app];
  if (!found) throw new Error(`lab ${id}: no build of ${app} in ${variant}`);
  return found;
}

export const firstLine = (text: unknown) => String(text ?? 'nothing').split('\n')[0] ?? '';

/** The page's reported error (first line), or what it reported instead. */
export async function pageError(id: string, variant: string): Promise<string> {
  const { result } = await page(id, variant);
  return firstLine(result.error ?? result.uncaught ?? `no error: ${JSON.stringify(result)}`);
}
