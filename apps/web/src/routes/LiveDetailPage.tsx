import { Island } from '../components/Island.tsx';
import type { PageProps } from '../lib/router/routeEntry.ts';
import { LiveDetail } from './live/LiveDetail.tsx';

/**
 * A live broadcast (`/pages/live/detail`) and its replay (`/pages/auth-publish/playback`, the id
 * is the live's): before it starts, the countdown and start time; on air, the stream with the
 * host's posts and the messages updating by themselves; afterwards, the replay and its segments.
 */
export function LiveDetailPage({ location }: PageProps) {
  const id = location.query.get('id') ?? '';
  // All of it answers the reader (the stream, its state, the posts): one island.
  return (
    <Island name="live" props={{ id }}>
      <LiveDetail id={id} />
    </Island>
  );
}
