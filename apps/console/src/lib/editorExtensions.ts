import { Node, type Extensions } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table';
import StarterKit from '@tiptap/starter-kit';

/**
 * Pictures as the server keeps them: lazy loading is part of the markup, and a processed
 * picture's own size is written so readers' pages reserve its box before it loads.
 */
export const ArticleImage = Image.extend({
  addAttributes() {
    return {
      src: { default: null },
      alt: { default: null },
      title: { default: null },
      width: { default: null },
      height: { default: null },
      loading: {
        default: 'lazy',
        parseHTML: () => 'lazy',
        renderHTML: () => ({ loading: 'lazy' }),
      },
    };
  },
});

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    articleVideo: {
      /** Inserts a video (the MP4 of a processed upload) with its poster. */
      setVideo: (attributes: { src: string; poster?: string }) => ReturnType;
    };
  }
}

/**
 * A video in the article, played in place: the attributes are exactly those the server's
 * sanitiser writes on every `<video>`, so the saved body is what the editor shows.
 */
export const ArticleVideo = Node.create({
  name: 'video',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    return { src: { default: null }, poster: { default: null } };
  },
  parseHTML() {
    return [{ tag: 'video[src]' }];
  },
  renderHTML({ HTMLAttributes }) {
    return [
      'video',
      {
        ...HTMLAttributes,
        controls: 'controls',
        playsinline: 'playsinline',
        preload: 'metadata',
      },
    ];
  },
  addCommands() {
    return {
      setVideo:
        (attributes) =>
        ({ commands }) =>
          commands.insertContent({ type: this.name, attrs: attributes }),
    };
  },
});

/** Tables without the column widths and inline styles the sanitiser would drop. */
const ArticleTable = Table.extend({
  renderHTML({ HTMLAttributes }) {
    const { style: _style, ...attributes } = HTMLAttributes as Record<string, unknown>;
    return ['table', attributes, ['tbody', 0]];
  },
});

const cellAttributes = {
  colspan: { default: 1 },
  rowspan: { default: 1 },
  colwidth: { default: null, rendered: false },
};
const ArticleCell = TableCell.extend({ addAttributes: () => cellAttributes });
const ArticleHeader = TableHeader.extend({ addAttributes: () => cellAttributes });

/** Links open pages on the web (http, https) or on this site, nothing else. */
export function isLinkAllowed(url: string): boolean {
  return /^https?:\/\/[^\s/]/i.test(url) || (url.startsWith('/') && !url.startsWith('//'));
}

/**
 * What the article editor can write — headings, lists, quotes, links, tables, pictures, video —
 * each rendered as markup the server's sanitiser keeps unchanged (checked against the shared
 * sample in `@news/contract/console/editorHtmlSample`, on both sides).
 */
export function editorExtensions(): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3, 4] },
      codeBlock: false,
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        isAllowedUri: (url) => isLinkAllowed(url),
        shouldAutoLink: (url) => isLinkAllowed(url),
      },
    }),
    ArticleImage,
    ArticleVideo,
    ArticleTable.configure({ resizable: false }),
    TableRow,
    ArticleHeader,
    ArticleCell,
  ];
}
