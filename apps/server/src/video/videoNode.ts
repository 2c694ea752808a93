import { hostname } from 'node:os';
import { join, resolve } from 'node:path';
import type { Config } from '../config.ts';

/**
 * Names the disk a server writes video uploads to: its host and its `video-sources` directory.
 * The same after a restart (a job waits for its server to come back), and different for two
 * servers on one machine with their own data directories.
 */
export function videoNode(sourceDir: string): string {
  return `${hostname()}:${resolve(sourceDir)}`;
}

/** Where a server keeps video uploads until their job is done. */
export function videoSourcesDir(dataDir: string): string {
  return join(dataDir, 'video-sources');
}

/**
 * The node this server's uploads and jobs name (ADR 0016), or undefined when the servers share
 * their uploads directory and any of them may take any job.
 */
export function sourceNodeOf(config: Config): string | undefined {
  return config.video.sourcesShared ? undefined : videoNode(videoSourcesDir(config.dataDir));
}
