import { fork } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** What the first start's one-off work did, as the child process reports it. */
export interface FirstStartReport {
  /** The sites whose demo content was loaded now. */
  seeded: string[];
  /** Items read into the picture uses index, when it was rebuilt after seeding. */
  pictureUses: number | null;
}

/** The one message the child sends before it ends (`seedOnStart.ts`). */
export type SeedProcessMessage =
  ({ kind: 'done' } & FirstStartReport) | { kind: 'failed'; message: string };

const messageSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('done'),
    seeded: z.array(z.string()),
    pictureUses: z.number().int().nonnegative().nullable(),
  }),
  z.object({ kind: z.literal('failed'), message: z.string() }),
]);

/** The seed failed, or its process ended without saying how it went; the message says which. */
export class SeedProcessError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SeedProcessError';
  }
}

/**
 * The child's entry beside this module's code: `dist/seedOnStart.js` next to the compiled
 * `dist/start.js` (the build makes both), or `seedOnStart.ts` next to this file under tsx
 * (`npm run dev`), whose loader the child inherits with the parent's Node flags.
 * `import.meta.url` and not `import.meta.dirname`: the build rewrites the latter to the source
 * directory.
 */
function childEntry(): string {
  const self = fileURLToPath(import.meta.url);
  return join(dirname(self), self.endsWith('.ts') ? 'seedOnStart.ts' : 'seedOnStart.js');
}

/**
 * Loads the demo content of the sites that have none (and rebuilds the picture uses index after
 * it) in a process of its own, and waits for it. Making and storing the demo photographs through
 * sharp grows the process by some 300 MB that libvips and glibc keep resident after the work is
 * done; only the end of a process gives it back, so the serving process never holds it. The
 * child reads the same environment (configuration, database, media store) as this process and
 * its Node flags; its output goes where this process's goes.
 */
export function seedInChildProcess(): Promise<FirstStartReport> {
  const child = fork(childEntry(), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  let answer: SeedProcessMessage | undefined;
  return new Promise((resolve, reject) => {
    child.on('message', (message: unknown) => {
      const parsed = messageSchema.safeParse(message);
      answer = parsed.success
        ? parsed.data
        : { kind: 'failed', message: 'the demo seed process sent an unreadable report' };
    });
    child.once('error', (error) => {
      reject(new SeedProcessError(`the demo seed process could not run: ${error.message}`));
    });
    child.once('exit', (code, signal) => {
      if (answer?.kind === 'failed') {
        reject(new SeedProcessError(`demo content could not be seeded: ${answer.message}`));
      } else if (answer?.kind === 'done' && code === 0) {
        resolve({ seeded: answer.seeded, pictureUses: answer.pictureUses });
      } else {
        const how = signal ? `signal ${signal}` : `exit code ${String(code)}`;
        reject(new SeedProcessError(`the demo seed process ended with ${how} before it finished`));
      }
    });
  });
}
