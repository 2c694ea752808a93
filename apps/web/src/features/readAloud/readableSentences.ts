/** One sentence of the text to read, and where it is on the page. */
export interface Sentence {
  text: string;
  range: Range;
}

/** Elements whose text is a unit of its own: a sentence never runs from one into the next. */
const BLOCKS = new Set([
  'ARTICLE',
  'ASIDE',
  'BLOCKQUOTE',
  'CAPTION',
  'DD',
  'DIV',
  'DT',
  'FIGCAPTION',
  'FIGURE',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'LI',
  'P',
  'PRE',
  'SECTION',
  'TD',
  'TH',
]);

/** Text nobody reads aloud. */
const SILENT = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'BUTTON', 'VIDEO', 'AUDIO']);

interface Piece {
  node: Text;
  /** Where the node's text starts in its block's text. */
  start: number;
}

/**
 * The sentences of the given elements in reading order, each with the DOM range it covers, so
 * the page can mark and scroll to the one being read. Text is cut into blocks (paragraphs,
 * headings, list items, captions) and each block into sentences by `Intl.Segmenter` in the
 * item's language, which knows `。` and `?` alike.
 */
export function readableSentences(roots: readonly Element[], locale: string): Sentence[] {
  const segmenter = new Intl.Segmenter(locale, { granularity: 'sentence' });
  const sentences: Sentence[] = [];
  for (const root of roots) {
    for (const block of textBlocks(root)) {
      const text = block.map((piece) => piece.node.data).join('');
      for (const { segment, index } of segmenter.segment(text)) {
        const lead = segment.length - segment.trimStart().length;
        const spoken = segment.trim();
        if (!/[\p{L}\p{N}]/u.test(spoken)) continue;
        const range = root.ownerDocument.createRange();
        const [startNode, startOffset] = locate(block, index + lead);
        const [endNode, endOffset] = locate(block, index + lead + spoken.length, true);
        range.setStart(startNode, startOffset);
        range.setEnd(endNode, endOffset);
        sentences.push({ text: spoken.replace(/\s+/g, ' '), range });
      }
    }
  }
  return sentences;
}

/** The root's text nodes, grouped by the block each belongs to, in document order. */
function textBlocks(root: Element): Piece[][] {
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const blocks: Piece[][] = [];
  let current: { block: Element; pieces: Piece[]; length: number } | undefined;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!(node instanceof Text) || node.data.length === 0 || isSilent(node, root)) continue;
    const block = blockOf(node, root);
    if (current?.block !== block) {
      current = { block, pieces: [], length: 0 };
      blocks.push(current.pieces);
    }
    current.pieces.push({ node, start: current.length });
    current.length += node.data.length;
  }
  return blocks;
}

function isSilent(node: Node, root: Element): boolean {
  for (let el = node.parentElement; el && el !== root.parentElement; el = el.parentElement)
    if (SILENT.has(el.tagName) || el.getAttribute('aria-hidden') === 'true') return true;
  return false;
}

function blockOf(node: Node, root: Element): Element {
  for (let el = node.parentElement; el && el !== root; el = el.parentElement)
    if (BLOCKS.has(el.tagName)) return el;
  return root;
}

/**
 * The text node and offset of a position in a block's text. An end position on a node's edge
 * stays in that node rather than the start of the next.
 */
function locate(block: Piece[], at: number, end = false): [Text, number] {
  for (const [i, piece] of block.entries()) {
    const next = block[i + 1];
    const inside = end ? at <= piece.start + piece.node.data.length : !next || at < next.start;
    if (inside) return [piece.node, Math.min(at - piece.start, piece.node.data.length)];
  }
  const last = block[block.length - 1];
  if (!last) throw new Error('an empty block has no positions');
  return [last.node, last.node.data.length];
}
