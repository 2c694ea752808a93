import { cmsContentCommonList } from '@news/contract/endpoints/common/cmsContentCommonList';
import { cmsContentTujieList } from '@news/contract/endpoints/mediaContent/cmsContentTujieList';
import { cmsContentVideoList } from '@news/contract/endpoints/mediaContent/cmsContentVideoList';
import { cmsCategoryGetAppChannels } from '@news/contract/endpoints/home/cmsCategoryGetAppChannels';
import { Suspense, useState } from 'react';
import { ContentFeed } from '../components/ContentFeed.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { PullToRefresh } from '../components/PullToRefresh.tsx';
import { LazyFollowButton } from '../features/following/LazyFollowButton.ts';
import { useI18n, type MessageKey } from '../i18n/i18n.tsx';
import { api } from '../lib/apiClient.ts';
import { readItem, writeItem } from '../lib/storage.ts';
import { useApi } from '../lib/useApi.ts';
import type { PageProps } from '../lib/router/routeEntry.ts';

interface ListSpec {
  title: MessageKey;
  back: boolean;
  /** The channel kind whose channels the page offers as tabs (city, regional). */
  channelKind?: 'city' | 'regional';
  load: (
    query: URLSearchParams,
    channelId: string,
    pageNo: number,
  ) => ReturnType<typeof loadContent>;
}

/** The paged lists a list screen shows: each answers a page of content items. */
type ListEndpoint =
  typeof cmsContentVideoList | typeof cmsContentTujieList | typeof cmsContentCommonList;

function loadContent(endpoint: ListEndpoint, params: Record<string, string | number>) {
  return api(endpoint, { params: { pageSize: 10, ...params } });
}

type ListKind =
  | 'videoTab'
  | 'videoCollection'
  | 'pictureStories'
  | 'pictures'
  | 'publicList'
  | 'cityHome'
  | 'regional';

const LISTS: Record<ListKind, ListSpec> = {
  videoTab: {
    title: 'tab.video',
    back: false,
    load: (_q, _c, pageNo) => loadContent(cmsContentVideoList, { pageNo }),
  },
  videoCollection: {
    title: 'page.videoList',
    back: true,
    load: (q, _c, pageNo) =>
      loadContent(cmsContentVideoList, {
        pageNo,
        ...(q.get('collectionId') ? { collectionId: q.get('collectionId') ?? '' } : {}),
      }),
  },
  pictureStories: {
    title: 'page.pictureStories',
    back: true,
    load: (_q, _c, pageNo) => loadContent(cmsContentTujieList, { pageNo, publishType: 'TUSHUO' }),
  },
  pictures: {
    title: 'page.pictures',
    back: true,
    load: (_q, _c, pageNo) => loadContent(cmsContentTujieList, { pageNo }),
  },
  publicList: {
    title: 'page.publicList',
    back: true,
    load: (q, _c, pageNo) =>
      loadContent(cmsContentCommonList, {
        pageNo,
        ...(q.get('categoryId')
          ? { categoryId: q.get('categoryId') ?? '', withChildren: 'true' }
          : {}),
      }),
  },
  cityHome: {
    title: 'page.cityHome',
    back: true,
    channelKind: 'city',
    load: (_q, c, pageNo) =>
      loadContent(cmsContentCommonList, { pageNo, categoryId: c, withChildren: 'true' }),
  },
  regional: {
    title: 'page.regional',
    back: true,
    channelKind: 'regional',
    load: (_q, c, pageNo) =>
      loadContent(cmsContentCommonList, { pageNo, categoryId: c, withChildren: 'true' }),
  },
};

/** A list screen: a header, channel chips where the page has them, and the paged feed. */
function ListScreen({ location, list }: PageProps & { list: ListKind }) {
  const { t, lang } = useI18n();
  const spec = LISTS[list];
  const channels = useApi(spec.channelKind ? `channels:${lang}` : null, (signal) =>
    api(cmsCategoryGetAppChannels, { signal }),
  );
  const options = spec.channelKind ? (channels.data?.[spec.channelKind] ?? []) : [];
  const [round, setRound] = useState(0);
  const [chosen, setChosen] = useState(spec.channelKind === 'city' ? readItem('chosenCity') : '');
  const channel = options.find((c) => c.id === chosen) ?? options[0];
  const query = location.query.toString();
  // A channel's list (a channel named in the address, or the city or region chosen) can be followed.
  const followed =
    list === 'publicList'
      ? (location.query.get('categoryId') ?? '')
      : spec.channelKind
        ? (channel?.id ?? '')
        : '';
  return (
    <PullToRefresh
      onRefresh={() => {
        setRound((r) => r + 1);
      }}
    >
      <div>
        <PageHeader title={t(spec.title)} back={spec.back} />
        {/^\d{1,15}$/.test(followed) ? (
          <Suspense fallback={null}>
            <LazyFollowButton follow={{ kind: 'channel', value: followed }} />
          </Suspense>
        ) : null}
        {options.length > 1 ? (
          <nav className="channel-tabs" aria-label={t('home.channels')}>
            {options.map((c) => (
              <button
                key={c.id}
                type="button"
                aria-current={c.id === channel?.id ? 'page' : undefined}
                onClick={() => {
                  setChosen(c.id);
                  if (spec.channelKind === 'city') writeItem('chosenCity', c.id);
                }}
              >
                {c.title}
              </button>
            ))}
          </nav>
        ) : null}
        {spec.channelKind && !channel ? null : (
          <ContentFeed
            resetKey={`${location.path}?${query}:${channel?.id ?? ''}:${String(round)}`}
            load={(pageNo) => spec.load(location.query, channel?.id ?? '', pageNo)}
          />
        )}
      </div>
    </PullToRefresh>
  );
}

// One screen per list route; each names its list, so no address falls back to another's.
export const VideoTabPage = (props: PageProps) => <ListScreen {...props} list="videoTab" />;
export const VideoCollectionPage = (props: PageProps) => (
  <ListScreen {...props} list="videoCollection" />
);
export const PictureStoriesPage = (props: PageProps) => (
  <ListScreen {...props} list="pictureStories" />
);
export const PicturesPage = (props: PageProps) => <ListScreen {...props} list="pictures" />;
export const PublicListPage = (props: PageProps) => <ListScreen {...props} list="publicList" />;
export const CityHomePage = (props: PageProps) => <ListScreen {...props} list="cityHome" />;
export const RegionalPage = (props: PageProps) => <ListScreen {...props} list="regional" />;
