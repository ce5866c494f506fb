/**
 * The only module that imports xgplayer. The component reaches it through `import('./loadPlayer')` in
 * an effect that runs once the player is near the viewport or touched (useXgPlayer.ts), so xgplayer's
 * JS and CSS form one async chunk that pages without a video, and pages whose video is far below, never
 * request at load (`npm run bench:site` checks it; plugins/authorComponents.ts keeps this CSS out of
 * Rspress's global stylesheet: `GLOBAL_STYLES_TEST`).
 */
import Player from 'xgplayer';
import 'xgplayer/dist/index.min.css';

export { Player };
