// The definitions live in cjk.mjs so that Node scripts can import them without a TypeScript loader;
// this module lets TypeScript import them extensionless (`../cjk`), like every other logic module.
export { CJK_CHAR, cjkPattern, countHan } from './cjk.mjs';
