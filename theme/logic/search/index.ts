/** Search logic shared by the browser, the build and the search service. No React, no DOM. */
export * from './engine';
export * from './hits';
export * from './protocol';
export * from './text';
export * from './types';
