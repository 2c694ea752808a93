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
import { AccountService } from './readers/AccountService.ts';
import { CommentService } from './interactions/CommentService.ts';
import { InteractionService } from './interactions/InteractionService.ts';
import { ProfileService } from './readers/ProfileService.ts';
import { WechatService } from './readers/WechatService.ts';
import { UploadService } from './media/UploadService.ts';
import type { MediaStore } from '../upload/MediaStore.ts';
import { WechatClient } from '../wechat/WechatClient.ts';
import { ContentService } from './reading/ContentService.ts';
import { HomeService } from './reading/HomeService.ts';
import { LiveService } from './reading/LiveService.ts';
import { SearchService } from './reading/SearchService.ts';
import { SiteService } from './site/SiteService.ts';
import { SyndicationService } from './reading/SyndicationService.ts';
import { TopicService } from './reading/TopicService.ts';
import { VideoService } from './reading/VideoService.ts';
import { AuditTrail } from './audit/AuditTrail.ts';
import { SettableClock } from './shared/SettableClock.ts';
import { Signal } from './shared/Signal.ts';
import { EditorialService } from './editorial/EditorialService.ts';
import { ScheduledPublisher } from './editorial/ScheduledPublisher.ts';
import { StaffService } from './staff/StaffService.ts';
import { VideoJobService } from './media/VideoJobService.ts';
import { DailyReadsRepository } from '../repositories/DailyReadsRepository.ts';
import { AgreementService } from './site/AgreementService.ts';
import { AuditService } from './audit/AuditService.ts';
import { CommentModerationService } from './moderation/CommentModerationService.ts';
import { DashboardService } from './site/DashboardService.ts';
import { FeedbackService } from './moderation/FeedbackService.ts';
import { ReaderAccountService } from './moderation/ReaderAccountService.ts';
import { RegistrationService } from './moderation/RegistrationService.ts';
import { ReportService } from './moderation/ReportService.ts';
import { SiteSettingsService } from './site/SiteSettingsService.ts';
import { sourceNodeOf, videoSourcesDir } from '../video/videoNode.ts';

/** Longest video an editor may upload, in hours. */
const VIDEO_MAX_HOURS = 6;

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
  /** The time every service reads. */
  clock: () => Date;
  /** Set when tests may move the clock (TEST_CLOCK=settable, NODE_ENV=test only). */
  settableClock: SettableClock | undefined;
  signals: {
    /** A write readers can see: the cache of public reads must be emptied. */
    publicChange: Signal;
    /** A video job waits: this server's runner may take it now. */
    videoJobQueued: Signal;
  };
  audit: AuditTrail;
  staff: StaffService;
  editorial: EditorialService;
  videoJobs: VideoJobService;
  scheduler: ScheduledPublisher;
  registrations: RegistrationService;
  commentModeration: CommentModerationService;
  readers: ReaderAccountService;
  reports: ReportService;
  feedback: FeedbackService;
  agreements: AgreementService;
  siteSettings: SiteSettingsService;
  auditLog: AuditService;
  dashboard: DashboardService;
}

export function createServices(
  config: Config,
  database: DatabaseHandle,
  store: ShortLivedStore,
  media: MediaStore,
  givenClock?: () => Date,
): AppServices {
  const { db } = database;
  const settableClock = !givenClock && config.settableClock ? new SettableClock() : undefined;
  const clock = givenClock ?? settableClock?.now ?? (() => new Date());
  const now = (): string => clock().toISOString();
  const sites = new SitesRepository(db);
  const categories = new CategoriesRepository(db);
  const contentRepo = new ContentRepository(db);
  const siteConfig = new SiteConfigRepository(db);
  const content = new ContentService(
    contentRepo,
    categories,
    store,
    now,
    new DailyReadsRepository(db),
  );
  const keys = loadServerKeys(config.dataDir, {
    rsaPrivateKeyPem: config.rsaPrivateKeyPem,
    dataKey: config.dataKey,
  });
  const users = new UsersRepository(db);
  const comments = new CommentsRepository(db);
  const attention = new AttentionRepository(db);
  const interactions = new InteractionRepository(db);
  const sessions = new SessionsRepository(db);
  const accounts = new AccountService(users, sessions, keys, store, config.testCaptcha, now);
  const site = new SiteService(
    config,
    sites,
    siteConfig,
    categories,
    contentRepo,
    new AccessStatisticsRepository(db),
    now,
  );
  const signals = { publicChange: new Signal(), videoJobQueued: new Signal() };
  const audit = new AuditTrail(now);
  const publicChange = (): void => {
    signals.publicChange.emit();
  };
  const editorial = new EditorialService(database, audit, clock, publicChange);
  const commentModeration = new CommentModerationService(db, audit, clock, publicChange);
  const agreements = new AgreementService(db, audit, clock, publicChange);
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
    comments: new CommentService(
      comments,
      contentRepo,
      interactions,
      site,
      store,
      now,
      commentModeration,
      (work) =>
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
    clock,
    settableClock,
    signals,
    audit,
    staff: new StaffService(db, keys, store, audit, clock),
    editorial,
    videoJobs: new VideoJobService(
      database,
      audit,
      {
        ffprobe: config.video.ffprobe,
        sourceDir: videoSourcesDir(config.dataDir),
        sourceNode: sourceNodeOf(config),
        maxBytes: config.video.uploadMaxBytes,
        maxHours: VIDEO_MAX_HOURS,
      },
      clock,
      () => {
        signals.videoJobQueued.emit();
      },
    ),
    scheduler: new ScheduledPublisher(database, audit, clock, publicChange),
    registrations: new RegistrationService(db, audit, clock),
    commentModeration,
    readers: new ReaderAccountService(db, audit, clock, commentModeration),
    reports: new ReportService(db, audit, clock, commentModeration, editorial, publicChange),
    feedback: new FeedbackService(db, audit, clock),
    agreements,
    siteSettings: new SiteSettingsService(db, audit, agreements, clock, publicChange),
    auditLog: new AuditService(db),
    dashboard: new DashboardService(db, clock, commentModeration),
    wechat: new WechatService(
      config.wechat ? new WechatClient(config.wechat, { shared: store }) : undefined,
      users,
      accounts,
      store,
      now,
    ),
  };
}
