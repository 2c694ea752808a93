import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { type ItemDetail, type ItemDocument } from '@news/contract/console/itemSchemas';
import { isPublishType } from '@news/contract/publishTypes';
import { isSiteLang } from '@news/contract/sites';
import { CollectionFields } from '../components/editor/CollectionFields.tsx';
import { CommonFields } from '../components/editor/CommonFields.tsx';
import { GalleryEditor } from '../components/editor/GalleryEditor.tsx';
import { HistoryPanel } from '../components/editor/HistoryPanel.tsx';
import { LiveDeskPanel } from '../components/editor/LiveDeskPanel.tsx';
import { LiveFields } from '../components/editor/LiveFields.tsx';
import { LivePostsPanel } from '../components/editor/LivePostsPanel.tsx';
import { PresenceBar } from '../components/editor/PresenceBar.tsx';
import { NotesPanel } from '../components/editor/NotesPanel.tsx';
import { PublicNoteFields, type PublicNoteDraft } from '../components/editor/PublicNoteFields.tsx';
import { PreviewPanel } from '../components/editor/PreviewPanel.tsx';
import { RevisionsPanel } from '../components/editor/RevisionsPanel.tsx';
import { RichTextEditor } from '../components/editor/RichTextEditor.tsx';
import { SideBySide } from '../components/editor/SideBySide.tsx';
import { SourceColumn } from '../components/editor/SourceColumn.tsx';
import { TopicFields } from '../components/editor/TopicFields.tsx';
import { VersionsPanel } from '../components/editor/VersionsPanel.tsx';
import { VideoFields } from '../components/editor/VideoFields.tsx';
import { WorkflowBar } from '../components/editor/WorkflowBar.tsx';
import { Loading } from '../components/Loading.tsx';
import { errorText, Notice } from '../components/Notice.tsx';
import { UndescribedPicturesDialog } from '../components/pictures/UndescribedPicturesDialog.tsx';
import { useI18n } from '../i18n/I18n.tsx';
import { api, ConsoleApiError } from '../lib/api.ts';
import { bodyPicturesWithAlt, itemPictureUrls } from '../lib/itemPictures.ts';
import { PictureLibraryProvider, usePictureLibraryStore } from '../lib/pictureLibrary.tsx';
import { defaultChannel, newDocument } from '../lib/newDocument.ts';
import { channelsOf } from '../lib/siteOptions.ts';
import { useCan } from '../lib/session.tsx';
import { useItemPresence } from '../lib/useItemPresence.ts';
import { NotFoundPage } from './NotFoundPage.tsx';
import {
  getItemsById,
  postItemsByIdPublish,
  postItemsByIdSchedule,
  postItemsByIdUnpublish,
  postItemsByIdSubmit,
  postItemsByIdApprove,
  postItemsByIdRequestChanges,
  putItemsByIdEmbargo,
  postItems,
  postItemsByIdRevisionsByRevisionRestore,
  putItemsById,
} from '@news/contract/console/itemEndpoints';

interface Message {
  kind: 'error' | 'success';
  text: string;
  /** Someone saved since this form was loaded: offer to load their version. */
  stale?: boolean;
}

const DETAIL_PREVIEW = new Set(['TUWEN', 'TUSHUO', 'TUJIE', 'SHIPING']);

/** A publish or schedule waiting for the editor's answer about pictures without alt text. */
interface Asking {
  action: 'publish' | 'schedule';
  at?: string;
  count: number;
}

/** Where the editor goes to describe the pictures: the first alt text field left empty. */
function focusFirstUndescribed(): void {
  const empty = [...document.querySelectorAll<HTMLInputElement>('input[data-picture-alt]')].find(
    (input) => input.value.trim() === '',
  );
  empty?.focus();
}

/**
 * One item, new or existing, of any type: its fields and its own editor, the workflow (save,
 * publish, schedule, unpublish), revisions to restore, the history of changes, the preview.
 */
/** The workflow call of each transition. */
const TRANSITIONS = {
  publish: postItemsByIdPublish,
  unpublish: postItemsByIdUnpublish,
  schedule: postItemsByIdSchedule,
};

export function ItemEditorPage() {
  const { t } = useI18n();
  const can = useCan();
  const params = useParams();
  // A translation opens beside its source (`?source=<id>`), as "Translate into…" sends it.
  const [search] = useSearchParams();
  const sourceId = search.get('source') ?? '';
  const navigate = useNavigate();
  const [detail, setDetail] = useState<ItemDetail | undefined>(undefined);
  const [doc, setDoc] = useState<ItemDocument | undefined>(undefined);
  const [saved, setSaved] = useState('');
  const [message, setMessage] = useState<Message | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [loadError, setLoadError] = useState<unknown>(undefined);
  const [asking, setAsking] = useState<Asking | undefined>(undefined);
  const [goingBack, setGoingBack] = useState(false);
  const [publicNote, setPublicNote] = useState<PublicNoteDraft>({ kind: '', text: '' });
  const library = usePictureLibraryStore(doc?.site);
  const { lookup } = library;

  // The library's words of every picture of the item: when it opens and as pictures are added.
  const pictureKey = useMemo(() => (doc ? itemPictureUrls(doc).join('\n') : ''), [doc]);
  useEffect(() => {
    if (!pictureKey) return;
    lookup(pictureKey.split('\n')).catch((error: unknown) => {
      setMessage({ kind: 'error', text: errorText(error) });
    });
  }, [pictureKey, lookup]);

  // After the dialog closed (and gave focus back to its opener): to the first empty alt text.
  useEffect(() => {
    if (!goingBack) return;
    setGoingBack(false);
    focusFirstUndescribed();
  }, [goingBack]);

  const accept = useCallback((next: ItemDetail) => {
    setDetail(next);
    setDoc(next.document);
    setSaved(JSON.stringify(next.document));
  }, []);

  const load = useCallback(
    (id: string) => {
      setLoadError(undefined);
      api(getItemsById, { params: { id } }).then(accept, setLoadError);
    },
    [accept],
  );

  const { id, site, type } = params;
  // Who else has the item open; the form is read-only while someone else holds its lock.
  const presence = useItemPresence(id);
  useEffect(() => {
    if (id) {
      if (id !== detail?.id) {
        // Another item's address (a translation opened from its source): the form shows nothing
        // of the item before until this one is here, or its words could be saved into this one.
        setDetail(undefined);
        setDoc(undefined);
        load(id);
      }
      return;
    }
    if (!isSiteLang(site) || !isPublishType(type)) return;
    setDetail(undefined);
    channelsOf(site).then((channels) => {
      const fresh = newDocument(site, type, defaultChannel(channels, type), new Date());
      setDoc(fresh);
      setSaved(JSON.stringify(fresh));
    }, setLoadError);
    // Loading follows the address only (`detail` changes with every save, and the item just
    // created is already in hand when the address changes to it).
  }, [id, site, type, load]);

  if (!id && (!isSiteLang(site) || !isPublishType(type))) return <NotFoundPage />;
  if (loadError) return <Notice kind="error">{errorText(loadError)}</Notice>;
  if (!doc) return <Loading />;

  const documentDirty = JSON.stringify(doc) !== saved;
  // A public note written for a published item is a change to save too.
  const noteWritten =
    detail?.status === 'published' && publicNote.kind !== '' && publicNote.text.trim() !== '';
  const dirty = documentDirty || library.dirty || noteWritten;

  /** Runs a step of the workflow; a step that only asked something (`false`) says nothing yet. */
  const attempt = async (work: () => Promise<unknown>, success?: string): Promise<void> => {
    setBusy(true);
    setMessage(undefined);
    try {
      const done = await work();
      if (success && done !== false) setMessage({ kind: 'success', text: success });
    } catch (error) {
      setMessage({
        kind: 'error',
        text: errorText(error),
        stale: error instanceof ConsoleApiError && error.reason === 'stale',
      });
    } finally {
      setBusy(false);
    }
  };

  /**
   * Saves the form if it changed (creating the item the first time); the item as saved. The
   * pictures' words go to the library first, so readers never get the item before them.
   */
  const save = async (): Promise<ItemDetail> => {
    if (!doc.title.trim()) throw new Error(t('editor.titleRequired'));
    await library.saveChanged();
    if (!detail) {
      const created = await api(postItems, { body: { document: doc } });
      accept(created);
      void navigate(`/items/${created.id}`, { replace: true });
      return created;
    }
    // A public note goes with a change to a published item (the server refuses it otherwise).
    const note =
      detail.status === 'published' && publicNote.kind && publicNote.text.trim()
        ? { kind: publicNote.kind, text: publicNote.text }
        : undefined;
    if (!documentDirty && !note) return detail;
    const next = await api(putItemsById, {
      params: { id: detail.id },
      body: {
        version: detail.version,
        document: doc,
        ...(note ? { publicNote: note } : {}),
      },
    });
    accept(next);
    if (note) setPublicNote({ kind: '', text: '' });
    return next;
  };

  const transition = async (
    action: 'publish' | 'unpublish' | 'schedule',
    at?: string,
  ): Promise<void> => {
    const current = await save();
    accept(
      await api(TRANSITIONS[action], {
        params: { id: current.id },
        body: { version: current.version, ...(at ? { at } : {}) },
      }),
    );
  };

  /** How many of the item's pictures the library holds without alt text (as the form has them). */
  const undescribed = async (): Promise<number> => {
    const urls = itemPictureUrls(doc);
    if (urls.length === 0) return 0;
    const ownAlt = bodyPicturesWithAlt(doc);
    const entries = await lookup(urls, true);
    return entries.filter(
      (entry) => !ownAlt.has(entry.url) && !library.entry(entry.url)?.alt.trim(),
    ).length;
  };

  const success = (action: 'publish' | 'schedule'): string =>
    action === 'publish' ? t('editor.published') : t('editor.scheduled');

  /** Publishes or schedules, asking first when readers would get pictures without alt text. */
  const goLive = (action: 'publish' | 'schedule', at?: string): void => {
    void attempt(async () => {
      const count = await undescribed();
      if (count > 0) {
        setAsking({ action, count, ...(at ? { at } : {}) });
        return false;
      }
      await transition(action, at);
      return true;
    }, success(action));
  };

  /** A step of review or the embargo: saves the form first, then the call on the saved version. */
  const review = (call: (current: ItemDetail) => Promise<ItemDetail>, success: string): void => {
    void attempt(async () => {
      const current = await save();
      accept(await call(current));
    }, success);
  };

  const form = (
    <form
      className="item-form"
      // Read-only, not emptied: the unsaved text stays in the form for "Copy my text".
      inert={!presence.editable}
      onSubmit={(event) => {
        event.preventDefault();
      }}
    >
      <CommonFields part="heading" document={doc} onChange={setDoc} />
      <TypeFields document={doc} detail={detail} onChange={setDoc} />
      <CommonFields part="details" document={doc} onChange={setDoc} />
      {detail?.status === 'published' ? (
        <PublicNoteFields
          site={doc.site}
          value={publicNote}
          published={detail.publicNotes ?? []}
          onChange={setPublicNote}
        />
      ) : null}
    </form>
  );

  return (
    <PictureLibraryProvider value={library}>
      <div className="editor-page">
        <div className="editor-main">
          <div className="page-head">
            <h1>
              {detail
                ? t('editor.editTitle', { type: t(`type.${doc.publishType}`) })
                : t('editor.newTitle', { type: t(`type.${doc.publishType}`) })}
              <small> · {t(`site.${doc.site}`)}</small>
            </h1>
          </div>
          <PresenceBar presence={presence} myText={() => textOf(doc)} />
          <div inert={!presence.editable}>
            <WorkflowBar
              detail={detail}
              dirty={dirty}
              busy={busy}
              onSave={() =>
                void attempt(
                  async () => {
                    await save();
                  },
                  noteWritten ? t('editor.savedWithNote') : t('editor.saved'),
                )
              }
              onPublish={() => {
                goLive('publish');
              }}
              onUnpublish={() =>
                void attempt(() => transition('unpublish'), t('editor.unpublished'))
              }
              onSchedule={(at) => {
                goLive('schedule', at);
              }}
              reviews={can('content', doc.site)}
              onSubmit={() => {
                review(
                  (current) =>
                    api(postItemsByIdSubmit, {
                      params: { id: current.id },
                      body: { version: current.version },
                    }),
                  t('editor.submitted'),
                );
              }}
              onApprove={() => {
                review(
                  (current) =>
                    api(postItemsByIdApprove, {
                      params: { id: current.id },
                      body: { version: current.version },
                    }),
                  t('editor.approved'),
                );
              }}
              onRequestChanges={(note) => {
                review(
                  (current) =>
                    api(postItemsByIdRequestChanges, {
                      params: { id: current.id },
                      body: { version: current.version, note },
                    }),
                  t('editor.changesRequested'),
                );
              }}
              onEmbargo={(until) => {
                review(
                  (current) =>
                    api(putItemsByIdEmbargo, {
                      params: { id: current.id },
                      body: { version: current.version, until },
                    }),
                  t('editor.embargoSet'),
                );
              }}
            />
          </div>
          {asking ? (
            <UndescribedPicturesDialog
              count={asking.count}
              action={asking.action}
              onBack={() => {
                setAsking(undefined);
                setGoingBack(true);
              }}
              onGoOn={() => {
                setAsking(undefined);
                void attempt(() => transition(asking.action, asking.at), success(asking.action));
              }}
            />
          ) : null}
          {message ? (
            <Notice kind={message.kind}>
              {message.text}
              {message.stale && detail ? (
                <button
                  type="button"
                  onClick={() => {
                    load(detail.id);
                    setMessage(undefined);
                  }}
                >
                  {t('editor.loadTheirs')}
                </button>
              ) : null}
            </Notice>
          ) : null}
          {/^\d{1,15}$/.test(sourceId) ? (
            <SideBySide left={<SourceColumn sourceId={sourceId} />} right={form} />
          ) : (
            form
          )}
        </div>
        {detail ? (
          <aside className="editor-side">
            <PreviewPanel
              key={doc.publishType}
              itemId={detail.id}
              version={detail.version}
              hasDetail={DETAIL_PREVIEW.has(doc.publishType)}
            />
            {doc.publishType === 'authPublishPlayback' ? (
              <>
                <LiveDeskPanel
                  itemId={detail.id}
                  onChapters={(segments) => {
                    // The server saved the chapter in the item: an untouched form takes the item
                    // as saved; a form with changes keeps them and gets the chapters beside them.
                    if (!documentDirty) load(detail.id);
                    else setDoc({ ...doc, live: { ...doc.live, segments } });
                  }}
                />
                <LivePostsPanel itemId={detail.id} site={doc.site} />
              </>
            ) : null}
            {/* Linking and translating are an editor's acts: a reporter's drafts have no panel. */}
            {can('content', doc.site) ? (
              <VersionsPanel
                itemId={detail.id}
                site={doc.site}
                publishType={doc.publishType}
                version={detail.version}
              />
            ) : null}
            <NotesPanel itemId={detail.id} version={detail.version} />
            <RevisionsPanel
              itemId={detail.id}
              version={detail.version}
              busy={busy}
              onRestore={(revision) =>
                void attempt(
                  async () => {
                    accept(
                      await api(postItemsByIdRevisionsByRevisionRestore, {
                        params: { id: detail.id, revision: String(revision) },
                        body: {
                          version: detail.version,
                        },
                      }),
                    );
                  },
                  t('editor.restored', { revision }),
                )
              }
            />
            <HistoryPanel itemId={detail.id} version={detail.version} />
          </aside>
        ) : (
          <aside className="editor-side">
            <p className="hint">{t('editor.saveFirst')}</p>
          </aside>
        )}
      </div>
    </PictureLibraryProvider>
  );
}

/** The form's words as plain text: what "Copy my text" puts on the clipboard. */
function textOf(doc: ItemDocument): string {
  const body =
    'body' in doc && typeof doc.body === 'string'
      ? new DOMParser().parseFromString(doc.body, 'text/html').body.textContent
      : '';
  return [doc.title, doc.summary, body].filter((part) => part.trim() !== '').join('\n\n');
}

/** The part of the form only this type of item has. */
function TypeFields({
  document,
  detail,
  onChange,
}: {
  document: ItemDocument;
  detail: ItemDetail | undefined;
  onChange: (document: ItemDocument) => void;
}) {
  const { t } = useI18n();
  switch (document.publishType) {
    case 'TUWEN':
      return (
        <div className="field">
          <span>{t('fields.body')}</span>
          <RichTextEditor
            site={document.site}
            label={t('fields.body')}
            value={document.body}
            onChange={(body) => {
              onChange({ ...document, body });
            }}
          />
        </div>
      );
    case 'TUSHUO':
    case 'TUJIE':
      return (
        <GalleryEditor
          site={document.site}
          images={document.images}
          onChange={(images) => {
            onChange({ ...document, images });
          }}
        />
      );
    case 'SHIPING':
      return <VideoFields document={document} job={detail?.videoJob ?? null} onChange={onChange} />;
    case 'SHIPINGLIST':
      return <CollectionFields document={document} onChange={onChange} />;
    case 'SPECIAL':
      return <TopicFields document={document} onChange={onChange} />;
    case 'authPublishPlayback':
      return <LiveFields document={document} onChange={onChange} />;
  }
}
