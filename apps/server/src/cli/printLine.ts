import { escapeControlCharacters } from '../content/controlCharacterText.ts';

/**
 * Prints an operator message to stdout (or stderr): a message of several lines keeps its line
 * breaks and tabs, and any other control character in it is shown as an escape, so text that
 * came from readers, feeds or the database cannot drive the operator's terminal. Values that
 * may hold line breaks of their own are escaped where they are put into the message.
 */
export function printLine(text: string, stream: 'stdout' | 'stderr' = 'stdout'): void {
  const safe = escapeControlCharacters(text, '\n\t');
  if (stream === 'stderr') console.error(safe);
  else console.log(safe);
}
