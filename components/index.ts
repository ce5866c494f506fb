/** Components MDX authors import: `import { Video } from '@components/Video'` (or from this barrel). */

export { Fact, type FactProps } from './Fact';
export { OptionFacts, type OptionFactsProps } from './OptionFacts';
export { SourceCode, type SourceCodeProps } from './SourceCode';
export { Video, type VideoProps } from './Video';
