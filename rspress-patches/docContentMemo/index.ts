import { DocContent as OriginalDocContent } from '@rspress/core/theme-original';
import { memo } from 'react';
import { isPatchOn } from '../patches';

/**
 * Rspress's DocContent (the page's MDX inside its provider), memoised. Rspress's DocLayout (2.0.22)
 * keeps its content element in state through a callback ref (`useWatchToc`), so it renders again right
 * after hydration, synchronously, and DocContent built a new components object for the MDX provider,
 * which re-rendered the whole page's MDX in that task. Its props are the same on that render, so now
 * the content is skipped; a new page still renders, since the page data it reads through context
 * changes. Patch `docContentMemo` (rspress-patches/README.md).
 */
export const DocContent = isPatchOn('docContentMemo') ? memo(OriginalDocContent) : OriginalDocContent;
