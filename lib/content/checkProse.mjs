// @ts-check
/** The prose floor: enough written explanation on every page (code, frontmatter and imports do not count). */
import { countHan } from '../../theme/logic/cjk.mjs';
import { countWords } from './source.mjs';

const MIN_EN_WORDS = 150;
const MIN_ZH_HAN = 200;

/**
 * @param {import('./pages.mjs').PageFile[]} files
 * @param {Map<string, import('./source.mjs').Page>} parsed
 * @param {(file: import('./pages.mjs').PageFile) => boolean} [only]
 */
export function checkProse(files, parsed, only = () => true) {
  /** @type {string[]} */
  const errors = [];
  /** @type {{ key: string, amount: number }[]} */
  const sizes = [];
  for (const file of files) {
    const page = parsed.get(file.key);
    if (!page || !only(file) || page.frontmatter.pageType === 'home') continue;
    const amount = file.lang === 'en' ? countWords(page.prose) : countHan(page.prose);
    sizes.push({ key: file.key, amount });
    const floor = file.lang === 'en' ? MIN_EN_WORDS : MIN_ZH_HAN;
    if (amount < floor) {
      errors.push(
        `${file.rel}:1: ${amount} ${file.lang === 'en' ? 'English words' : 'Chinese characters'} of prose, below the floor of ${floor}`,
      );
    }
  }
  return { errors, sizes };
}
