/**
 * The Chinese queries whose segmentation each browser engine gives (tests/fixtures/search-segments.json,
 * recorded by tests/runners/record-search-segments.mjs): the relevance set, the reference queries, the words
 * of config/searchKeywords.mjs, and the one-word queries that Firefox's segmenter marks as not word-like.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SEARCH_KEYWORDS } from '../../../config/searchKeywords.mjs';
import { pageRecords } from '../../../plugins/search/records';
import { CJK_RUN } from '../../../theme/logic/search/text';
import { referenceQueries } from './referenceQueries';

const root = path.resolve(import.meta.dirname, '../../..');

/** Queries readers type that are one Chinese word (issue 25: Firefox found nothing for them). */
export const SINGLE_WORDS = ['共享', '配置', '远程', '共享 依赖', '共享策略', '数据预取', '运行时', '插件', '共享依赖'];

/** Every query with Chinese in it that the search tests run. */
/** @public also run by tests/runners/record-search-segments.mjs through jiti. */
export function segmentQueries(): string[] {
  const set = JSON.parse(fs.readFileSync(path.join(root, 'tests/fixtures/search-relevance.json'), 'utf8')) as Record<
    'en' | 'zh',
    [string, string][]
  >;
  const reference = referenceQueries('zh', pageRecords(path.join(root, 'docs'), 'zh')).map((q) => q.query);
  const keywords = SEARCH_KEYWORDS.flatMap((k) => k.words);
  const all = [...SINGLE_WORDS, ...set.zh.map(([q]) => q), ...reference, ...keywords];
  return [...new Set(all.filter((q) => new RegExp(CJK_RUN.source, 'u').test(q)))];
}
