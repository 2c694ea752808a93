/**
 * Characters that steer a terminal or reorder what it shows rather than being read: C0 (ESC
 * starts colour, cursor and title sequences; CR rewrites a line), DEL, C1 (0x9B is CSI on its
 * own), the Unicode line separators, and the bidirectional overrides and isolates (which can make
 * a line show something other than what it holds).
 */
// eslint-disable-next-line no-control-regex -- naming the control characters is the point
const STEERING = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

const NAMED: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

function visible(character: string): string {
  const named = NAMED[character];
  if (named) return named;
  const code = character.charCodeAt(0);
  return code <= 0xff
    ? `\\x${code.toString(16).padStart(2, '0')}`
    : `\\u${code.toString(16).padStart(4, '0')}`;
}

/**
 * Text from readers, feeds or the database as it may be printed to a terminal: every such
 * character written as a visible escape (`\x1b`, `\n`, `\u202e`), except those in `keep`
 * (an operator's own multi-line message keeps its newlines; a listing keeps its tabs).
 */
export function escapeControlCharacters(text: string, keep = ''): string {
  return text.replace(STEERING, (character) =>
    keep.includes(character) ? character : visible(character),
  );
}

/**
 * Imported text with such characters removed, keeping tab, newline and carriage return (an
 * item's body has paragraphs): they have no place in a headline or a story, and the reader API
 * would refuse them in anything a reader sent.
 */
export function stripControlCharacters(text: string): string {
  return text.replace(STEERING, (character) =>
    character === '\t' || character === '\n' || character === '\r' ? character : '',
  );
}

/**
 * A JSON text (JSON.stringify's, which escapes C0 but leaves DEL, C1 and the bidirectional
 * controls raw) with those written as `\u` escapes: still the same JSON to a program, inert in a
 * terminal. Outside strings JSON never holds them, so every one is inside a string.
 */
export function escapeControlCharactersInJson(json: string): string {
  return json.replace(
    STEERING,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
