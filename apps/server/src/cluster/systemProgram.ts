import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/**
 * A program by name, looked up in PATH and then where Debian puts daemons (/usr/sbin), which a
 * user's PATH may leave out; the bare name when none is found (the start then says so).
 */
export function systemProgram(name: string): string {
  const directories = [
    ...(process.env.PATH ?? '').split(delimiter),
    '/usr/sbin',
    '/usr/local/sbin',
  ];
  return (
    directories.map((directory) => join(directory, name)).find((file) => existsSync(file)) ?? name
  );
}
