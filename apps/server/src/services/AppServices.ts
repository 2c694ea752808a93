import { RecordRetention } from './site/RecordRetention.ts';
import type { Config } from '../config.ts';
import type { DatabaseHandle } from '../db/database.ts';
import type { SitesRepository } from '../repositories/SitesRepository.ts';
import { PasswordHasher } from '../accounts/PasswordHasher.ts';
import { RateLimiter } from '../state/RateLimiter.ts';
import type { ShortLivedStore } from '../state/ShortLivedStore.ts';
import { NO_OTHER_INSTANCES, type InstanceMessages } from '../state/InstanceMessages.ts';
import { loadServerKeys, type ServerKeys } from '../accounts/serverKeys.ts';
import type { MediaStore } from '../upload/MediaStore.ts';
import { WechatClient } from '../wechat/WechatClient.ts';
import { sourceNodeOf, videoSourcesDir } from '../video/videoNode.ts';
import { WebPushSender } from '../push/WebPushSender.ts';
import { AlertDispatcher, DEFAULT_DISPATCH } from './alerts/AlertDispatcher.ts';
import { AlertFeed } from './alerts/AlertFeed.ts';
import { AlertService } from './alerts/AlertService.ts';
import { AlertSubscriptionService } from './alerts/AlertSubscriptionService.ts';
import { VapidKeySource } from './alerts/VapidKeySource.ts';
import { AuditService } from './audit/AuditService.ts';
import { AuditTrail } from './audit/AuditTrail.ts';
import { EditorialService } from './editorial/EditorialService.ts';
import { PresenceService } from './editorial/PresenceService.ts';
import { ScheduledPublisher } from './editorial/ScheduledPublisher.ts';
import { NoteService } from './editorial/NoteService.ts';
import { VersionService } from './editorial/VersionService.ts';
import { CommentService } from './interactions/CommentService.ts';
import { InteractionService } from './interactions/InteractionService.ts';
import { LiveIngestService } from './media/LiveIngestService.ts';
import { PictureLibraryService } from './media/PictureLibraryService.ts';
import { UploadService } from './media/UploadService.ts';
import { PicturePipeline } from '../upload/PicturePipeline.ts';
import { LateRenditions } from './media/LateRenditions.ts';
import { UploadSweeper } from './media/UploadSweeper.ts';
import { VideoJobService } from './media/VideoJobService.ts';
import { CommentModerationService } from './moderation/CommentModerationService.ts';
import { FeedbackService } from './moderation/FeedbackService.ts';
import { ReaderAccountService } from './moderation/ReaderAccountService.ts';
import { RegistrationService } from './moderation/RegistrationService.ts';
import { ReportService } from './moderation/ReportService.ts';
import { AccountService } from './readers/AccountService.ts';
import { ProfileService } from './readers/ProfileService.ts';
import { WechatService } from './readers/WechatService.ts';
import { ContentService } from './reading/ContentService.ts';
import { HomeService } from './reading/HomeService.ts';
import { LiveService } from './reading/LiveService.ts';
import { PictureLibrary } from './reading/PictureLibrary.ts';
import { RelatedItems } from './reading/RelatedItems.ts';
import { FollowService } from './reading/FollowService.ts';
import { SearchService } from './reading/SearchService.ts';
import { SyndicationService } from './reading/SyndicationService.ts';
import { TopicService } from './reading/TopicService.ts';
import { VideoService } from './reading/VideoService.ts';
import { repositoriesOver, transactionsOver } from './Repositories.ts';
import { systemClock, type Clock } from './shared/Clock.ts';
import { SettableClock } from './shared/SettableClock.ts';
import { PublicChangeSignal, type PublicChange } from './shared/PublicChange.ts';
import { Signal } from './shared/Signal.ts';
import { AgreementService } from './site/AgreementService.ts';
import { DashboardService } from './site/DashboardService.ts';
import { SiteService } from './site/SiteService.ts';
import { SiteSettingsService } from './site/SiteSettingsService.ts';
import { StaffDirectoryService } from './staff/StaffDirectoryService.ts';
import { StaffSessionService } from './staff/StaffSessionService.ts';

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
  /** Following, tag and author pages, most read (issue 29). */
  following: FollowService;
  home: HomeService;
  video: VideoService;
  /** Going live from the newsroom's encoder: keys, the ingest's decisions, the HLS it writes. */
  liveIngest: LiveIngestService;
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
  /** The media library: staff's pictures of each site, their words, focal points and uses. */
  pictures: PictureLibraryService;
  /** Renditions at widths the ladder gained after their pictures were stored, made when asked for. */
  lateRenditions: LateRenditions;
  /** Removes readers' uploads nothing refers to, after the grace period. */
  uploadSweeper: UploadSweeper;
  media: MediaStore;
  /** The time every service reads. */
  clock: Clock;
  /** Counters of tries over the shared store (the doors' limits, failed sign-ins). */
  limiter: RateLimiter;
  /** Set when tests may move the clock (TEST_CLOCK=settable, NODE_ENV=test only). */
  settableClock: SettableClock | undefined;
  signals: {
    /** A write readers can see: the caches of public reads must drop what it changed. */
    publicChange: PublicChangeSignal;
    /** A video job waits: this server's runner may take it now. */
    videoJobQueued: Signal;
    /** An alert was queued: this server's sender and in-app stream may look now. */
    alertQueued: Signal;
  };
  /** Breaking-news alerts (issue 29): the console's sending, readers' opt-in, delivery, stream. */
  alerts: AlertService;
  alertSubscriptions: AlertSubscriptionService;
  alertDispatcher: AlertDispatcher;
  alertFeed: AlertFeed;
  audit: AuditTrail;
  /** Staff accounts: add, change, remove. */
  staff: StaffDirectoryService;
  /** Staff sign-in, second factor and console sessions. */
  staffSessions: StaffSessionService;
  editorial: EditorialService;
  /** Who has which item open in the console, and its soft lock (issue 32). */
  presence: PresenceService;
  /** Linked language versions of a story (issue 28). */
  versions: VersionService;
  /** Internal notes on items and the mentions of staff they carry (issue 32). */
  notes: NoteService;
  videoJobs: VideoJobService;
  scheduler: ScheduledPublisher;
  recordRetention: RecordRetention;
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

/**
 * Wires every service once per process, the one way services are built: each is given the
 * repositories it reads, a `Transaction` when it writes several rows together, and the clock.
 * Tests build them here too, on their own clock (testing/useServices.ts).
 */
export function createServices(
  config: Config,
  database: DatabaseHandle,
  store: ShortLivedStore,
  media: MediaStore,
  givenClock?: Clock,
  /** How presence reaches the other instances (Redis pub/sub in a cluster). */
  instanceMessages: InstanceMessages = NO_OTHER_INSTANCES,
): AppServices {
  const settableClock = !givenClock && config.settableClock ? new SettableClock() : undefined;
  const clock = givenClock ?? settableClock ?? systemClock;
  const repos = repositoriesOver(database.db, database.dialect);
  const transaction = transactionsOver(database);
  const keys = loadServerKeys(config.dataDir, {
    rsaPrivateKeyPem: config.rsaPrivateKeyPem,
    dataKey: config.dataKey,
  });
  const signals = {
    publicChange: new PublicChangeSignal(),
    videoJobQueued: new Signal(),
    alertQueued: new Signal(),
  };
  const publicChange = (change: PublicChange): void => {
    signals.publicChange.emit(change);
  };
  const audit = new AuditTrail(clock);
  const passwords = new PasswordHasher(config.passwordHashLogN);
  const limiter = new RateLimiter(store, () => clock.date().getTime());

  const pictures = new PictureLibrary(repos.pictureNotes);
  const content = new ContentService(
    repos.content,
    repos.categories,
    store,
    clock,
    repos.dailyReads,
    pictures,
    new RelatedItems(repos.content, repos.search),
    repos.versions,
    repos.corrections,
  );
  const accounts = new AccountService(
    repos.users,
    repos.sessions,
    keys,
    store,
    { testAnswer: config.testCaptcha, powDifficulty: config.captchaPowDifficulty },
    clock,
    passwords,
    limiter,
  );
  const site = new SiteService(
    config,
    repos.sites,
    repos.siteConfig,
    repos.categories,
    repos.content,
    repos.accessStatistics,
    clock,
    pictures,
  );
  const editorial = new EditorialService(repos, transaction, audit, clock, publicChange);
  const commentModeration = new CommentModerationService(
    repos,
    transaction,
    audit,
    clock,
    publicChange,
  );
  const agreements = new AgreementService(repos, transaction, audit, clock, publicChange);
  const wechatClient = config.wechat
    ? new WechatClient(config.wechat, { shared: store })
    : undefined;
  const vapid = new VapidKeySource(repos, config.alerts.vapid, clock);
  const wechatAlerts =
    wechatClient && config.alerts.wechatTemplateId
      ? { client: wechatClient, templateId: config.alerts.wechatTemplateId }
      : undefined;
  // One pipeline: uploads and new focal points' crops share its bounded slots.
  const picturePipeline = new PicturePipeline(config.pictures);
  const liveIngest = new LiveIngestService(
    repos,
    media,
    store,
    clock,
    {
      rtmpUrl: config.ingest.publicUrl,
      reconnectWindowMs: config.ingest.reconnectWindowMs,
      maxConcurrent: config.ingest.maxConcurrent,
    },
    publicChange,
  );
  const presence = new PresenceService(
    (staff, itemId) => editorial.previewRow(staff, itemId),
    store,
    instanceMessages,
    clock,
  );
  return {
    config,
    database,
    store,
    presence,
    sites: repos.sites,
    site,
    content,
    following: new FollowService(
      repos.follows,
      repos.dailyReads,
      repos.content,
      content,
      pictures,
      clock,
    ),
    home: new HomeService(
      repos.content,
      content,
      repos.categories,
      repos.siteConfig,
      clock,
      pictures,
    ),
    video: new VideoService(repos.content, content, repos.collections, clock),
    topics: new TopicService(repos.specials, repos.content, clock, pictures),
    live: new LiveService(repos.live, store, clock, pictures, liveIngest),
    liveIngest,
    search: new SearchService(repos.search, repos.content, repos.siteConfig, clock, pictures),
    syndication: new SyndicationService(
      repos.sites,
      repos.categories,
      repos.content,
      pictures,
      clock,
      repos.versions,
      repos.corrections,
    ),
    keys,
    accounts,
    profiles: new ProfileService(
      repos.users,
      repos.comments,
      repos.attention,
      repos.interactions,
      repos.readerUploads,
      keys,
      clock,
    ),
    comments: new CommentService(
      repos.comments,
      repos.content,
      repos.interactions,
      site,
      store,
      clock,
      commentModeration,
      transaction,
    ),
    interactions: new InteractionService(
      repos.attention,
      repos.content,
      repos.comments,
      repos.interactions,
      store,
      clock,
      pictures,
    ),
    uploads: new UploadService(
      media,
      repos,
      { dailyFiles: config.uploads.dailyFiles, dailyBytes: config.uploads.dailyBytes },
      clock,
      picturePipeline,
    ),
    pictures: new PictureLibraryService(
      repos,
      transaction,
      audit,
      media,
      picturePipeline,
      clock,
      publicChange,
    ),
    lateRenditions: new LateRenditions(media, picturePipeline),
    uploadSweeper: new UploadSweeper(repos, media, { graceMs: config.uploads.graceMs }, clock),
    media,
    clock,
    limiter,
    settableClock,
    signals,
    audit,
    staff: new StaffDirectoryService(repos, transaction, audit, clock, passwords),
    staffSessions: new StaffSessionService(
      repos,
      transaction,
      keys,
      store,
      audit,
      clock,
      passwords,
      limiter,
    ),
    editorial,
    versions: new VersionService(repos, transaction, audit, clock, publicChange, editorial),
    notes: new NoteService(repos, transaction, audit, clock),
    videoJobs: new VideoJobService(
      repos,
      transaction,
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
    scheduler: new ScheduledPublisher(transaction, audit, clock, publicChange),
    recordRetention: new RecordRetention(repos, clock),
    registrations: new RegistrationService(repos, transaction, audit, clock),
    commentModeration,
    readers: new ReaderAccountService(repos, transaction, audit, clock, commentModeration),
    reports: new ReportService(
      repos,
      transaction,
      audit,
      clock,
      commentModeration,
      editorial,
      publicChange,
    ),
    feedback: new FeedbackService(repos, transaction, audit, clock),
    agreements,
    siteSettings: new SiteSettingsService(
      repos,
      transaction,
      audit,
      agreements,
      clock,
      publicChange,
    ),
    auditLog: new AuditService(repos),
    dashboard: new DashboardService(repos, clock, commentModeration),
    alerts: new AlertService(
      repos,
      transaction,
      audit,
      { perHour: config.alerts.perHour },
      clock,
      () => {
        signals.alertQueued.emit();
      },
    ),
    alertSubscriptions: new AlertSubscriptionService(
      repos,
      transaction,
      vapid,
      { pushHosts: config.alerts.pushHosts, wechat: wechatAlerts !== undefined },
      clock,
    ),
    alertDispatcher: new AlertDispatcher(
      repos,
      transaction,
      new WebPushSender(() => vapid.keys(), config.alerts.vapidSubject),
      wechatAlerts,
      DEFAULT_DISPATCH,
      clock,
    ),
    alertFeed: new AlertFeed(repos),
    wechat: new WechatService(wechatClient, repos.users, accounts, store, clock, passwords),
  };
}
