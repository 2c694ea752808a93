import type { ComponentType } from 'react';
import type { IslandName, IslandProps } from '../lib/islandProps.ts';

/** Each island's component, loaded with its own chunk when the island is hydrated. */
export const islandComponents: {
  [N in IslandName]: () => Promise<ComponentType<IslandProps[N]>>;
} = {
  actions: () => import('./ActionsIsland.tsx').then((m) => m.ActionsIsland),
  comments: () => import('../features/comments/CommentSection.tsx').then((m) => m.CommentSection),
  player: () => import('./PlayerIsland.tsx').then((m) => m.PlayerIsland),
  readAloud: () => import('./ReadAloudIsland.tsx').then((m) => m.ReadAloudIsland),
  views: () => import('../components/detail/ViewCount.tsx').then((m) => m.ViewCount),
  gallery: () => import('../components/detail/ItemGallery.tsx').then((m) => m.ItemGallery),
  homeFeed: () => import('../components/HomeFeed.tsx').then((m) => m.HomeFeed),
  live: () => import('../routes/live/LiveDetail.tsx').then((m) => m.LiveDetail),
};
