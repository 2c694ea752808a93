import type { FastifyInstance } from 'fastify';
import type { MediaStore } from './MediaStore.ts';

/** A media store as the server mounts it: what it keeps, served under `/media/`. */
export interface ServedMediaStore extends MediaStore {
  /** Serves everything stored under `/media/` on `app`, with long-lived immutable caching. */
  serve(app: FastifyInstance): Promise<void>;
}
