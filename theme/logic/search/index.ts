/** Search logic shared by the browser, the build step and the search service. No React, no DOM. */
export * from './constants';
export * from './engine';
export * from './flexIndex';
export * from './highlight';
export * from './hits';
export * from './lruCache';
export * from './normalize';
export * from './remote';
export * from './runSearch';
export * from './tokenize';
export * from './types';
