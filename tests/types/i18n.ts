/**
 * Type tests, checked by `tsc -p tsconfig.json` (the `typecheck` step of `npm run check`), not run: each
 * `@ts-expect-error` fails the type-check when the line below it stops being an error.
 */
import type { zh } from '../../theme/i18n/zh';

// A Chinese table that lacks a key of en.ts is refused.
// @ts-expect-error every key of en.ts is required
export const missingKey: typeof zh = { 'skipLink.text': '跳到正文' };

declare const complete: typeof zh;
// A Chinese table with a key that en.ts lacks is refused.
// @ts-expect-error a key that en.ts lacks is refused
export const unknownKey: typeof zh = { ...complete, 'no.suchKey': '无' };
