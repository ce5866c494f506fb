/** The one part of jsdom's API publishing-output.spec.ts uses (jsdom ships no types; @types/jsdom is not installed). */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string);
    readonly window: { readonly document: Document };
  }
}
