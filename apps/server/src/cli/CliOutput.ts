import type { Writable } from 'node:stream';
import { escapeControlCharacters } from '../content/controlCharacterText.ts';

/**
 * Lines written to stdout as fast as whoever reads them takes them: each write waits while the
 * stream's buffer is full, so a listing of any length keeps its memory flat. `finish` resolves
 * once everything written has been handed to the operating system, so the command can end then.
 */
export class CliOutput {
  constructor(private readonly stream: Writable = process.stdout) {}

  /**
   * Writes one line: tabs (a listing's columns) stay, every other control character, a line
   * break inside a value included, is written as an escape so the line cannot drive a terminal.
   */
  async line(text: string): Promise<void> {
    if (this.stream.write(`${escapeControlCharacters(text, '\t')}\n`)) return;
    await new Promise<void>((resolve, reject) => {
      const done = (error?: Error): void => {
        this.stream.off('drain', onDrain);
        this.stream.off('error', done);
        if (error) reject(error);
        else resolve();
      };
      const onDrain = (): void => {
        done();
      };
      this.stream.once('drain', onDrain);
      this.stream.once('error', done);
    });
  }

  /** Resolves when every line written so far has left the process. */
  async finish(): Promise<void> {
    await new Promise<void>((resolve) => {
      this.stream.write('', () => {
        resolve();
      });
    });
  }
}

/**
 * Ends the command with `code` once stdout and stderr are flushed. `process.exit` would end it at
 * once, dropping whatever a pipe has not read yet (an operator's script counting lines was told
 * fewer than there were); setting the exit code lets Node end when all output is out.
 */
export async function endCommand(code: number): Promise<void> {
  await Promise.all([
    new CliOutput(process.stdout).finish(),
    new CliOutput(process.stderr).finish(),
  ]);
  process.exitCode = code;
}
