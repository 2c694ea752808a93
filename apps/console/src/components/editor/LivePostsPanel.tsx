import { useEffect, useState, type SyntheticEvent } from 'react';
import type { SiteLang } from '@news/contract/sites';
import { useI18n } from '../../i18n/I18n.tsx';
import { api } from '../../lib/api.ts';
import { thumbnailUrl } from '../../lib/itemPictures.ts';
import { usePictureLibraryIfAny } from '../../lib/pictureLibrary.tsx';
import { useLoad } from '../../lib/useLoad.ts';
import { errorText, Notice } from '../Notice.tsx';
import { ImageField } from './ImageField.tsx';
import {
  deleteItemsByIdLivePostsByPostId,
  getItemsByIdLivePosts,
  postItemsByIdLivePosts,
} from '@news/contract/console/itemEndpoints';

/** The host's posts during a broadcast: readers see each one as soon as it is sent. */
export function LivePostsPanel({ itemId, site }: { itemId: string; site: SiteLang }) {
  const { t, dateTime } = useI18n();
  const posts = useLoad(() => api(getItemsByIdLivePosts, { params: { id: itemId } }), itemId);
  const [content, setContent] = useState('');
  const [image, setImage] = useState('');
  const [error, setError] = useState('');
  const library = usePictureLibraryIfAny();

  // The picture's words in the library, to describe it before it is posted.
  useEffect(() => {
    if (!library || !image) return;
    library.lookup([image]).catch((caught: unknown) => {
      setError(errorText(caught));
    });
    // Asked when the picture changes, not when the library's words do.
  }, [image]);

  const send = async (event: SyntheticEvent): Promise<void> => {
    event.preventDefault();
    setError('');
    try {
      // The words first: readers see the post, picture and all, as soon as it is sent.
      if (image) await library?.saveChanged([image]);
      await api(postItemsByIdLivePosts, { params: { id: itemId }, body: { content, image } });
      setContent('');
      setImage('');
      posts.reload();
    } catch (caught) {
      setError(errorText(caught));
    }
  };

  return (
    <section className="panel live-posts">
      <h2>{t('livePosts.title')}</h2>
      <form onSubmit={(event) => void send(event)}>
        <label className="field">
          <span>{t('livePosts.text')}</span>
          <textarea
            name="postText"
            rows={3}
            required
            maxLength={2000}
            value={content}
            onChange={(e) => {
              setContent(e.target.value);
            }}
          />
        </label>
        <ImageField
          name="postImage"
          label={t('livePosts.picture')}
          site={site}
          value={image}
          onChange={setImage}
        />
        <button type="submit" className="primary">
          {t('livePosts.send')}
        </button>
      </form>
      {error ? <Notice kind="error">{error}</Notice> : null}
      <ul className="post-list">
        {(posts.data ?? []).map((post) => (
          <li key={post.id}>
            <small>
              {dateTime(post.createdAt)} · {post.author}
            </small>
            <p>{post.content}</p>
            {post.image ? <img src={thumbnailUrl(post.image)} alt="" className="thumb" /> : null}
            <button
              type="button"
              onClick={() => {
                api(deleteItemsByIdLivePostsByPostId, {
                  params: { id: itemId, postId: post.id },
                }).then(posts.reload, (caught: unknown) => {
                  setError(errorText(caught));
                });
              }}
            >
              {t('livePosts.delete')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
