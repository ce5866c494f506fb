/** Components MDX authors import: `import { Video } from '@components/Video'` (or from this barrel). */
export { Video, type VideoProps } from './Video';
export { SourceCode, type SourceCodeProps } from './SourceCode';
