/**
 * The only module that imports xgplayer. The component reaches it through `import('./loadPlayer')` in
 * an effect, so xgplayer's JS and CSS form one async chunk that pages without a video never request
 * (plugins/authorComponents.ts keeps this CSS out of Rspress's global stylesheet: `GLOBAL_STYLES_TEST`).
 */
import Player from 'xgplayer';
import 'xgplayer/dist/index.min.css';

export { Player };
