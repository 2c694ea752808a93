/*
 * The live calls, one module each so that a bundle places every descriptor beside the code
 * that calls it (docs/adr/0023).
 */
export { liveVideoList } from './live/liveVideoList.ts';
export { liveVideoLivingList } from './live/liveVideoLivingList.ts';
export { liveVideoDeatil } from './live/liveVideoDeatil.ts';
export { liveVideoLiveMessageList } from './live/liveVideoLiveMessageList.ts';
export { liveVideoGetBackPlayList } from './live/liveVideoGetBackPlayList.ts';
