import type { Readable } from 'node:stream';

/** One file a client sent, as it arrives. */
export interface IncomingFile {
  /** The name the client gave it: shown, never used as a path. */
  filename: string;
  /** Its bytes, cut at the limit the file was opened with. */
  content: Readable;
  /** Whether its bytes were cut at that limit: the client's file is larger. */
  truncated(): boolean;
}

/**
 * Where the one file of an upload comes from. The HTTP edge reads it from the request's
 * multipart body (`http/multipartFile.ts`); the services decide how much of it they take.
 */
export interface FileSource {
  /** The upload's one file, at most `maxBytes` of it; undefined when it holds none. */
  open(maxBytes: number): Promise<IncomingFile | undefined>;
  /** Whether opening or reading failed because the file or the request went over a limit. */
  isOverLimit(error: unknown): boolean;
}
