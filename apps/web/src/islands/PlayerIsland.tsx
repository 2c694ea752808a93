import { VideoPlayer } from '../features/players/VideoPlayer.tsx';
import type { IslandProps } from '../lib/islandProps.ts';

/** An article's or a video page's player as an island. */
export function PlayerIsland({ src, poster, label, priority, autoPlay }: IslandProps['player']) {
  return (
    <VideoPlayer src={src} poster={poster} label={label} priority={priority} autoPlay={autoPlay} />
  );
}
