import { CONSOLE_LANG_HEADER } from '@news/contract/console/staffSchemas';
import type { ConsoleClient } from './consoleClient.ts';

export interface StreamEvent {
  event: string;
  data: unknown;
  /** When it arrived (ms since the epoch). */
  at: number;
}

/** A console stream (server-sent events) as a browser's EventSource reads it, for tests. */
export interface OpenStream {
  status: number;
  events: StreamEvent[];
  /** The first event (from the start) of `event` that `match` accepts; fails after `timeoutMs`. */
  next(event: string, match?: (data: unknown) => boolean, timeoutMs?: number): Promise<StreamEvent>;
  close(): void;
}

/** Opens `path` under the console's API with the client's session and reads its events. */
export async function openEventStream(client: ConsoleClient, path: string): Promise<OpenStream> {
  const abort = new AbortController();
  const res = await fetch(`${client.baseUrl}/console/api${path}`, {
    headers: { cookie: client.cookie, [CONSOLE_LANG_HEADER]: client.lang },
    signal: abort.signal,
  });
  const events: StreamEvent[] = [];
  if (res.ok && res.body) {
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      let buffered = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          buffered += value;
          let cut = buffered.indexOf('\n\n');
          while (cut !== -1) {
            const block = buffered.slice(0, cut);
            buffered = buffered.slice(cut + 2);
            const event = /^event: (.*)$/m.exec(block)?.[1];
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (event && data) events.push({ event, data: JSON.parse(data), at: Date.now() });
            cut = buffered.indexOf('\n\n');
          }
        }
      } catch {
        // Aborted by `close`.
      }
    })();
  } else await res.body?.cancel();
  return {
    status: res.status,
    events,
    async next(event, match = () => true, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = events.find((e) => e.event === event && match(e.data));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no ${event} event in ${String(timeoutMs)} ms`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close() {
      abort.abort();
    },
  };
}
