import type { Config } from '../config.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { AccessStatisticsRepository } from '../repositories/AccessStatisticsRepository.ts';
import { CategoriesRepository } from '../repositories/CategoriesRepository.ts';
import { CollectionsRepository } from '../repositories/CollectionsRepository.ts';
import { ContentRepository } from '../repositories/ContentRepository.ts';
import { LiveRepository } from '../repositories/LiveRepository.ts';
import { SiteConfigRepository } from '../repositories/SiteConfigRepository.ts';
import { SitesRepository } from '../repositories/SitesRepository.ts';
import { SpecialsRepository } from '../repositories/SpecialsRepository.ts';
import { createSearchIndex } from '../search/createSearchIndex.ts';
import type { ShortLivedStore } from '../state/ShortLivedStore.ts';
import { loadServerKeys, type ServerKeys } from '../accounts/serverKeys.ts';
import { AttentionRepository } from '../repositories/AttentionRepository.ts';
import { CommentsRepository } from '../repositories/CommentsRepository.ts';
import { InteractionRepository } from '../repositories/InteractionRepository.ts';
import { SessionsRepository } from '../repositories/SessionsRepository.ts';
import { UsersRepository } from '../repositories/UsersRepository.ts';
import { AccountService } from './AccountService.ts';
import { CommentService } from './CommentService.ts';
import { InteractionService } from './InteractionService.ts';
import { ProfileService } from './ProfileService.ts';
import { WechatService } from './WechatService.ts';
import { UploadService } from './UploadService.ts';
import type { MediaStore } from '../upload/MediaStore.ts';
import { WechatClient } from '../wechat/WechatClient.ts';
import { ContentService } from './ContentService.ts';
import { HomeService } from './HomeService.ts';
import { LiveService } from './LiveService.ts';
import { SearchService } from './SearchService.ts';
import { SiteService } from './SiteService.ts';
import { SyndicationService } from './SyndicationService.ts';
import { TopicService } from './TopicService.ts';
import { VideoService } from './VideoService.ts';

/** What route modules may use: configuration, services and shared short-lived state. */
export interface AppServices {
  config: Config;
  database: DatabaseHandle;
  store: ShortLivedStore;
  sites: SitesRepository;
  site: SiteService;
  content: ContentService;
  home: HomeService;
  video: VideoService;
  topics: TopicService;
  live: LiveService;
  search: SearchService;
  syndication: SyndicationService;
  keys: ServerKeys;
  accounts: AccountService;
  profiles: ProfileService;
  comments: CommentService;
  interactions: InteractionService;
  wechat: WechatService;
  uploads: UploadService;
  media: MediaStore;
}

export function createServices(
  config: Config,
  database: DatabaseHandle,
  store: ShortLivedStore,
  media: MediaStore,
  clock: () => Date = () => new Date(),
): AppServices {
  const { db } = database;
  const now = (): string => clock().toISOString();
  const sites = new SitesRepository(db);
  const categories = new CategoriesRepository(db);
  const contentRepo = new ContentRepository(db);
  const siteConfig = new SiteConfigRepository(db);
  const content = new ContentService(contentRepo, categories, store, now);
  const keys = loadServerKeys(config.dataDir, {
    rsaPrivateKeyPem: config.rsaPrivateKeyPem,
    dataKey: config.dataKey,
  });
  const users = new UsersRepository(db);
  const comments = new CommentsRepository(db);
  const attention = new AttentionRepository(db);
  const interactions = new InteractionRepository(db);
  const sessions = new SessionsRepository(db);
  const accounts = new AccountService(
    users,
    sessions,
    interactions,
    keys,
    store,
    config.testCaptcha,
    now,
  );
  const site = new SiteService(
    config,
    sites,
    siteConfig,
    categories,
    contentRepo,
    new AccessStatisticsRepository(db),
    now,
  );
  return {
    config,
    database,
    store,
    sites,
    site,
    content,
    home: new HomeService(contentRepo, content, categories, siteConfig, now),
    video: new VideoService(contentRepo, content, new CollectionsRepository(db), now),
    topics: new TopicService(new SpecialsRepository(db), contentRepo, now),
    live: new LiveService(new LiveRepository(db), store, now),
    search: new SearchService(
      createSearchIndex(database.dialect, db),
      contentRepo,
      siteConfig,
      now,
    ),
    syndication: new SyndicationService(sites, categories, contentRepo, now),
    keys,
    accounts,
    profiles: new ProfileService(users, comments, attention, interactions, keys, now),
    comments: new CommentService(comments, contentRepo, interactions, site, store, now, (work) =>
      db.transaction().execute((trx) =>
        work({
          comments: new CommentsRepository(trx),
          content: new ContentRepository(trx),
          interactions: new InteractionRepository(trx),
        }),
      ),
    ),
    interactions: new InteractionService(
      attention,
      contentRepo,
      comments,
      interactions,
      store,
      now,
    ),
    uploads: new UploadService(media),
    media,
    wechat: new WechatService(
      config.wechat ? new WechatClient(config.wechat, { shared: store }) : undefined,
      users,
      accounts,
      store,
      now,
    ),
  };
}
