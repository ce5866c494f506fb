/**
 * The browser's stand-in for Rspress's llms controls this site does not show (rspress-patches/clientStubs/plugin.ts
 * swaps them in the web bundle only, and only while the publishing plugin's `llmsUI` keeps them off):
 * the "open in ChatGPT / Claude" menu (`viewOptions: false`) and the outline's rows
 * (`placement: 'title'`). With that configuration upstream renders nothing from them either; they cost
 * about 4 KB gzip on every page. The copy-Markdown button under each H1 is upstream's, unchanged.
 */
const renderNothing = (): null => null;

export { renderNothing as LlmsCopyRow, renderNothing as LlmsOpenRow, renderNothing as LlmsViewOptions };
