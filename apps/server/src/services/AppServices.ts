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
import { PublicChangeSignal, type PublicChange } from './PublicChange.ts';
import { AuditTrail } from '../console/AuditTrail.ts';
import { SettableClock } from '../console/SettableClock.ts';
import { Signal } from '../console/Signal.ts';
import { EditorialService } from './EditorialService.ts';
import { ScheduledPublisher } from './ScheduledPublisher.ts';
import { StaffService } from './StaffService.ts';
import { VideoJobService } from './VideoJobService.ts';
import { DailyReadsRepository } from '../repositories/DailyReadsRepository.ts';
import { AgreementService } from './AgreementService.ts';
import { AuditService } from './AuditService.ts';
import { CommentModerationService } from './CommentModerationService.ts';
import { DashboardService } from './DashboardService.ts';
import { FeedbackService } from './FeedbackService.ts';
import { ReaderAccountService } from './ReaderAccountService.ts';
import { RegistrationService } from './RegistrationService.ts';
import { ReportService } from './ReportService.ts';
import { SiteSettingsService } from './SiteSettingsService.ts';
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
    /** A write readers can see: the caches of public reads must drop what it changed. */
    publicChange: PublicChangeSignal;
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
  const signals = { publicChange: new PublicChangeSignal(), videoJobQueued: new Signal() };
  const audit = new AuditTrail(now);
  const publicChange = (change: PublicChange): void => {
    signals.publicChange.emit(change);
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
