import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { VideoJob } from '@news/contract/console/videoJobSchemas';
import { pictureAddress } from '@news/contract/pictures';
import { siteByLang, type SiteLang } from '@news/contract/sites';
import type { MessageKey } from '../../i18n/en.ts';
import { useI18n } from '../../i18n/I18n.tsx';
import { editorExtensions, isLinkAllowed } from '../../lib/editorExtensions.ts';
import { uploadImage, uploadVideo } from '../../lib/uploads.ts';
import { useVideoJob } from '../../lib/useVideoJob.ts';
import { usePictureLibraryIfAny } from '../../lib/pictureLibrary.tsx';
import { FileButton, IMAGE_TYPES, VIDEO_TYPES } from '../FileButton.tsx';
import { errorText, Notice } from '../Notice.tsx';
import { DescribePictureDialog } from '../pictures/DescribePictureDialog.tsx';
import { PicturePickerDialog } from '../pictures/PicturePickerDialog.tsx';

/** A body picture being described: one just chosen to put in, or one already in the text. */
interface Describing {
  url: string;
  alt: string;
  inserting: boolean;
  /** The size the upload reported, for a picture whose address does not say it. */
  width: number;
  height: number;
}

/** The `width`/`height` to write on a body picture: its own size, so readers reserve its box. */
function sizeOf(describing: Describing): { width?: number; height?: number } {
  const address = pictureAddress(describing.url);
  if (address) return { width: address.width, height: address.height };
  if (describing.width > 0 && describing.height > 0)
    return { width: describing.width, height: describing.height };
  return {};
}

/**
 * The article editor (Tiptap on ProseMirror): what it writes is exactly the markup the server
 * keeps, so the body readers get is the one the editor shows. Pasted markup goes through the
 * editor's schema, which has no place for scripts, handlers or styles.
 */
export function RichTextEditor({
  site,
  value,
  onChange,
  label,
}: {
  site: SiteLang;
  value: string;
  onChange: (html: string) => void;
  label: string;
}) {
  const editor = useEditor({
    extensions: editorExtensions(),
    content: value,
    // Our Content-Security-Policy allows no inline <style>: the editor's styles are in styles.css.
    injectCSS: false,
    editorProps: {
      attributes: {
        'aria-label': label,
        'aria-multiline': 'true',
        role: 'textbox',
        class: 'rich-text',
        // The body is the site's readers' text: spelling checks and fonts follow its language.
        lang: siteByLang(site).locale,
      },
    },
    onUpdate: ({ editor: updated }) => {
      onChange(updated.getHTML());
    },
  });
  // A restored revision or a reload replaces the body from outside.
  useEffect(() => {
    if (editor.getHTML() !== value) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  return (
    <div className="rich-text-editor">
      <Toolbar editor={editor} site={site} />
      <EditorContent editor={editor} />
    </div>
  );
}

function Toolbar({ editor, site }: { editor: Editor; site: SiteLang }) {
  const { t } = useI18n();
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      h4: e.isActive('heading', { level: 4 }),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      blockquote: e.isActive('blockquote'),
      link: e.isActive('link'),
      table: e.isActive('table'),
      image: e.isActive('image'),
    }),
  });
  const library = usePictureLibraryIfAny();
  const [describing, setDescribing] = useState<Describing | undefined>(undefined);
  const [picking, setPicking] = useState(false);
  const [linkOpen, setLinkOpen] = useState(false);
  const [error, setError] = useState('');
  const [videoJob, setVideoJob] = useState<VideoJob | null>(null);
  const [uploading, setUploading] = useState<number | undefined>(undefined);

  const button = (
    key: MessageKey,
    run: () => void,
    pressed?: boolean,
    disabled = false,
  ): ReactNode => (
    <button
      key={key}
      type="button"
      aria-pressed={pressed}
      disabled={disabled}
      onMouseDown={(event) => {
        // Keep the selection in the text while the button is pressed.
        event.preventDefault();
      }}
      onClick={run}
    >
      {t(key)}
    </button>
  );
  const chain = () => editor.chain().focus();

  return (
    <div className="toolbar" role="toolbar" aria-label={t('editor.toolbar')}>
      {button('editor.bold', () => chain().toggleBold().run(), active.bold)}
      {button('editor.italic', () => chain().toggleItalic().run(), active.italic)}
      {button('editor.underline', () => chain().toggleUnderline().run(), active.underline)}
      {button('editor.strike', () => chain().toggleStrike().run(), active.strike)}
      {button('editor.h2', () => chain().toggleHeading({ level: 2 }).run(), active.h2)}
      {button('editor.h3', () => chain().toggleHeading({ level: 3 }).run(), active.h3)}
      {button('editor.h4', () => chain().toggleHeading({ level: 4 }).run(), active.h4)}
      {button('editor.bulletList', () => chain().toggleBulletList().run(), active.bulletList)}
      {button('editor.orderedList', () => chain().toggleOrderedList().run(), active.orderedList)}
      {button('editor.quote', () => chain().toggleBlockquote().run(), active.blockquote)}
      {button('editor.rule', () => chain().setHorizontalRule().run())}
      {button(
        'editor.link',
        () => {
          setLinkOpen(true);
        },
        active.link,
      )}
      {active.link ? button('editor.unlink', () => chain().unsetLink().run()) : null}
      <FileButton
        label={t('editor.image')}
        name="bodyImage"
        accept={IMAGE_TYPES}
        onFiles={([file]) => {
          if (!file) return;
          setError('');
          uploadImage(site, file)
            .then((uploaded) => {
              setDescribing({ ...uploaded, alt: '', inserting: true });
            })
            .catch((caught: unknown) => {
              setError(errorText(caught));
            });
        }}
      />
      {button('editor.imageFromLibrary', () => {
        setPicking(true);
      })}
      {active.image
        ? button('editor.describeImage', () => {
            const attributes = editor.getAttributes('image');
            setDescribing({
              url: String(attributes.src ?? ''),
              alt: String(attributes.alt ?? ''),
              inserting: false,
              width: 0,
              height: 0,
            });
          })
        : null}
      <FileButton
        label={t('editor.video')}
        name="bodyVideo"
        accept={VIDEO_TYPES}
        onFiles={([file]) => {
          if (!file) return;
          setError('');
          setUploading(0);
          uploadVideo(site, file, setUploading)
            .then(setVideoJob)
            .catch((caught: unknown) => {
              setError(errorText(caught));
            })
            .finally(() => {
              setUploading(undefined);
            });
        }}
      />
      {button('editor.table', () =>
        chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(),
      )}
      {active.table ? (
        <>
          {button('editor.addRow', () => chain().addRowAfter().run())}
          {button('editor.addColumn', () => chain().addColumnAfter().run())}
          {button('editor.deleteRow', () => chain().deleteRow().run())}
          {button('editor.deleteColumn', () => chain().deleteColumn().run())}
          {button('editor.deleteTable', () => chain().deleteTable().run())}
        </>
      ) : null}
      {button('editor.undo', () => chain().undo().run(), undefined, !editor.can().undo())}
      {button('editor.redo', () => chain().redo().run(), undefined, !editor.can().redo())}
      {linkOpen ? (
        <LinkForm
          initial={String(editor.getAttributes('link').href ?? '')}
          onCancel={() => {
            setLinkOpen(false);
          }}
          onApply={(href) => {
            chain().extendMarkRange('link').setLink({ href }).run();
            setLinkOpen(false);
          }}
        />
      ) : null}
      {picking ? (
        <PicturePickerDialog
          site={site}
          onClose={() => {
            setPicking(false);
          }}
          onPick={(picture) => {
            library?.remember([picture]);
            setPicking(false);
            setDescribing({
              url: picture.url,
              alt: picture.alt,
              inserting: true,
              width: picture.width,
              height: picture.height,
            });
          }}
        />
      ) : null}
      {describing ? (
        <DescribePictureDialog
          site={site}
          url={describing.url}
          alt={describing.alt}
          inserting={describing.inserting}
          onClose={() => {
            setDescribing(undefined);
          }}
          onDone={({ alt }) => {
            if (describing.inserting)
              chain()
                .setImage({ src: describing.url, alt, ...sizeOf(describing) })
                .run();
            else chain().updateAttributes('image', { alt }).run();
            setDescribing(undefined);
          }}
        />
      ) : null}
      {uploading !== undefined ? (
        <span role="status">
          {t('editor.videoUploading', { percent: Math.round(uploading * 100) })}
        </span>
      ) : null}
      {videoJob ? (
        <BodyVideoJob
          job={videoJob}
          onDone={(done) => {
            chain().setVideo({ src: done.mp4Url, poster: done.posterUrl }).run();
            setVideoJob(null);
          }}
        />
      ) : null}
      {error ? <Notice kind="error">{error}</Notice> : null}
    </div>
  );
}

/** A video for the body: processed first, put in the text when ready. */
function BodyVideoJob({ job, onDone }: { job: VideoJob; onDone: (job: VideoJob) => void }) {
  const { t } = useI18n();
  const current = useVideoJob(job);
  const inserted = useRef(false);
  useEffect(() => {
    if (current?.state !== 'done' || inserted.current) return;
    inserted.current = true;
    onDone(current);
  }, [current, onDone]);
  if (!current) return null;
  if (current.state === 'failed') return <Notice kind="error">{current.error}</Notice>;
  return <span role="status">{t('editor.videoProcessing', { percent: current.progress })}</span>;
}

function LinkForm({
  initial,
  onApply,
  onCancel,
}: {
  initial: string;
  onApply: (href: string) => void;
  onCancel: () => void;
}) {
  const { t } = useI18n();
  const [href, setHref] = useState(initial);
  const [invalid, setInvalid] = useState(false);
  const apply = (): void => {
    const trimmed = href.trim();
    if (!isLinkAllowed(trimmed)) {
      setInvalid(true);
      return;
    }
    onApply(trimmed);
  };
  return (
    <span className="link-form">
      <label>
        <span>{t('editor.linkAddress')}</span>
        <input
          type="url"
          name="linkHref"
          value={href}
          placeholder="https://"
          autoFocus
          onChange={(event) => {
            setHref(event.target.value);
            setInvalid(false);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              apply();
            }
            if (event.key === 'Escape') onCancel();
          }}
        />
      </label>
      <button type="button" onClick={apply}>
        {t('editor.linkApply')}
      </button>
      <button type="button" onClick={onCancel}>
        {t('common.cancel')}
      </button>
      {invalid ? <span role="alert">{t('editor.linkInvalid')}</span> : null}
    </span>
  );
}
