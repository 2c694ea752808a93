import { useEffect, useState } from 'react';
import { liveVideoLiveMessageList } from '@news/contract/endpoints/live/liveVideoLiveMessageList';
import { liveMessageListSchema } from '@news/contract/liveSchemas';
import { formatRelativeTime } from '@news/contract/relativeTime';
import { dataKeys, LIVE_MESSAGES_PAGE_SIZE } from '@news/contract/serverRender';
import { LazyImage } from '../../components/LazyImage.tsx';
import { PictureCaption, pictureNote } from '../../components/PictureCaption.tsx';
import { StatusView } from '../../components/StatusView.tsx';
import { useI18n } from '../../i18n/i18n.tsx';
import { api } from '../../lib/apiClient.ts';
import { useApi } from '../../lib/useApi.ts';

/** How often the host's posts and messages are fetched while a broadcast is on air. */
const MESSAGE_POLL_MS = 5_000;

type MessagePage = ReturnType<typeof liveMessageListSchema.parse>;

/**
 * A broadcast's host posts and readers' messages: the first page as the screen opens (in the
 * server's HTML of a shared broadcast), then, while on air, the newer ones every few seconds.
 */
export function LiveMessages({ liveId, onAir }: { liveId: string; onAir: boolean }) {
  const { t, lang } = useI18n();
  // The first page is in the server's HTML of a shared broadcast; newer ones are asked for after it.
  const {
    data: page,
    error: firstFailure,
    reload,
  } = useApi(
    dataKeys.liveMessages(lang, liveId),
    (signal) =>
      api(liveVideoLiveMessageList, {
        params: { id: liveId, pageSize: LIVE_MESSAGES_PAGE_SIZE },
        signal,
        quiet: true,
      }),
    liveMessageListSchema,
  );
  // Pages polled since, oldest first: only those after the first page on screen count.
  const [polled, setPolled] = useState<{ after: MessagePage; pages: MessagePage[] } | null>(null);
  const [failure, setFailure] = useState<unknown>(undefined);
  const [round, setRound] = useState(0);
  const later = polled && polled.after === page ? polled.pages : [];
  const cursor = later[later.length - 1]?.cursor || page?.cursor || '';
  useEffect(() => {
    if (!page || !onAir) return;
    let live = true;
    const timer = setTimeout(() => {
      api(liveVideoLiveMessageList, {
        params: {
          id: liveId,
          pageSize: LIVE_MESSAGES_PAGE_SIZE,
          ...(cursor ? { after: cursor } : {}),
        },
        quiet: true,
      })
        .then((next) => {
          if (!live) return;
          setFailure(undefined);
          if (next.rows.length > 0)
            setPolled((before) => ({
              after: page,
              pages: [...(before?.after === page ? before.pages : []), next],
            }));
        })
        // Said under the lists until a poll (or the reader's retry) gets through.
        .catch((error: unknown) => {
          if (live) setFailure(error);
        })
        .finally(() => {
          if (live) setRound((n) => n + 1);
        });
    }, MESSAGE_POLL_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [page, onAir, liveId, cursor, round]);
  // A first page that did not come is asked for again at the polls' pace while on air.
  useEffect(() => {
    if (!onAir || firstFailure === undefined) return;
    const timer = setTimeout(reload, MESSAGE_POLL_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [onAir, firstFailure, reload]);
  // Newer pages above older ones; each page's rows in the reverse of the server's order.
  const pages = page ? [...later].reverse().concat(page) : [];
  const messages = pages.flatMap((p) => [...p.rows].reverse());
  // The library's notes on the host's pictures, as each page of posts brings them.
  const notes = pages.flatMap((p) => p.pictureNotes ?? []);
  const shownFailure = firstFailure ?? failure;
  const host = messages.filter((m) => m.kind === 'host');
  const others = messages.filter((m) => m.kind === 'message');
  const render = (rows: MessagePage['rows'], testId: string) => (
    <ul className="live-messages" data-testid={testId}>
      {rows.map((message) => {
        const note = pictureNote(notes, message.image);
        return (
          <li key={message.id}>
            <p className="comment-author">
              {message.author}{' '}
              {/* Relative to the renderer's clock: the server's HTML may differ by a minute. */}
              <time className="card-meta" dateTime={message.createdAt} suppressHydrationWarning>
                {formatRelativeTime(message.createdAt, { lang })}
              </time>
            </p>
            <p>{message.content}</p>
            {message.image ? (
              <figure className="post-picture">
                <LazyImage
                  field={message.image}
                  ratio="4 / 3"
                  sizes="(max-width: 480px) calc(100vw - 24px), 456px"
                  alt={note?.alt || t('live.postPicture', { author: message.author })}
                />
                <PictureCaption caption={note?.caption} credit={note?.credit} />
              </figure>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
  return (
    <>
      {shownFailure !== undefined ? (
        <StatusView
          error={shownFailure}
          onRetry={() => {
            setFailure(undefined);
            reload();
          }}
        />
      ) : null}
      <section aria-labelledby="host-posts">
        <h2 id="host-posts" className="section-title">
          {t('live.hostPosts')}
        </h2>
        {host.length > 0 ? (
          render(host, 'host-posts')
        ) : (
          <p className="status">{t('common.noData')}</p>
        )}
      </section>
      <section aria-labelledby="live-messages" aria-live={onAir ? 'polite' : undefined}>
        <h2 id="live-messages" className="section-title">
          {t('live.messages')}
        </h2>
        {others.length > 0 ? (
          render(others, 'live-messages')
        ) : (
          <p className="status">{t('common.noData')}</p>
        )}
      </section>
    </>
  );
}
