import type { Kysely } from 'kysely';
import type { DatabaseHandle } from '../db/database.ts';
import type { DialectName } from '../db/dialect.ts';
import type { Database } from '../db/schema.ts';
import { AccessStatisticsRepository } from '../repositories/AccessStatisticsRepository.ts';
import { AlertsRepository } from '../repositories/AlertsRepository.ts';
import { AlertSubscriptionsRepository } from '../repositories/AlertSubscriptionsRepository.ts';
import { AgreementsRepository } from '../repositories/AgreementsRepository.ts';
import { AttentionRepository } from '../repositories/AttentionRepository.ts';
import { AuditRepository } from '../repositories/AuditRepository.ts';
import { CategoriesRepository } from '../repositories/CategoriesRepository.ts';
import { CollectionsRepository } from '../repositories/CollectionsRepository.ts';
import { CommentQueueRepository } from '../repositories/CommentQueueRepository.ts';
import { CommentsRepository } from '../repositories/CommentsRepository.ts';
import { CorrectionsRepository } from '../repositories/CorrectionsRepository.ts';
import { ContentRepository } from '../repositories/ContentRepository.ts';
import { DailyCountsRepository } from '../repositories/DailyCountsRepository.ts';
import { DailyReadsRepository } from '../repositories/DailyReadsRepository.ts';
import { EditorialRepository } from '../repositories/EditorialRepository.ts';
import { FollowsRepository } from '../repositories/FollowsRepository.ts';
import { FeedbackRepository } from '../repositories/FeedbackRepository.ts';
import { InteractionRepository } from '../repositories/InteractionRepository.ts';
import { LinkedEntitiesRepository } from '../repositories/LinkedEntitiesRepository.ts';
import { LiveIngestRepository } from '../repositories/LiveIngestRepository.ts';
import { LiveRepository } from '../repositories/LiveRepository.ts';
import { ModerationSettingsRepository } from '../repositories/ModerationSettingsRepository.ts';
import { NotesRepository } from '../repositories/NotesRepository.ts';
import { PicturesRepository } from '../repositories/PicturesRepository.ts';
import { PictureNotesRepository } from '../repositories/PictureNotesRepository.ts';
import { ReaderUploadsRepository } from '../repositories/ReaderUploadsRepository.ts';
import { ReportsRepository } from '../repositories/ReportsRepository.ts';
import { RevisionsRepository } from '../repositories/RevisionsRepository.ts';
import { SessionsRepository } from '../repositories/SessionsRepository.ts';
import { SiteConfigRepository } from '../repositories/SiteConfigRepository.ts';
import { SitesRepository } from '../repositories/SitesRepository.ts';
import { SpecialsRepository } from '../repositories/SpecialsRepository.ts';
import { StaffRepository } from '../repositories/StaffRepository.ts';
import { StaffSessionsRepository } from '../repositories/StaffSessionsRepository.ts';
import { UploadReferencesRepository } from '../repositories/UploadReferencesRepository.ts';
import { UsersRepository } from '../repositories/UsersRepository.ts';
import { VersionsRepository } from '../repositories/VersionsRepository.ts';
import { VideoJobsRepository } from '../repositories/VideoJobsRepository.ts';
import { createSearchIndex } from '../search/createSearchIndex.ts';
import type { SearchIndex } from '../search/SearchIndex.ts';

/**
 * Every repository over one handle: the database's pool, or one transaction. A service is given
 * the ones it reads (`Pick<Repositories, …>`) and, when it writes several rows that must be
 * stored together, a `Transaction`.
 */
export interface Repositories {
  accessStatistics: AccessStatisticsRepository;
  /** Alerts with their counts, their delivery queue, and the VAPID key pair. */
  alerts: AlertsRepository;
  /** Readers' alert subscriptions and the subjects they asked for. */
  alertSubscriptions: AlertSubscriptionsRepository;
  agreements: AgreementsRepository;
  attention: AttentionRepository;
  audit: AuditRepository;
  categories: CategoriesRepository;
  collections: CollectionsRepository;
  commentQueue: CommentQueueRepository;
  comments: CommentsRepository;
  content: ContentRepository;
  /** Public correction and update notes of items (issue 32). */
  corrections: CorrectionsRepository;
  dailyCounts: DailyCountsRepository;
  dailyReads: DailyReadsRepository;
  editorial: EditorialRepository;
  feedback: FeedbackRepository;
  /** What readers follow (issue 29). */
  follows: FollowsRepository;
  interactions: InteractionRepository;
  linked: LinkedEntitiesRepository;
  live: LiveRepository;
  /** Broadcasts' ingest from the newsroom's encoders (issue 27). */
  liveIngest: LiveIngestRepository;
  moderationSettings: ModerationSettingsRepository;
  /** The newsroom's internal notes on items and their mentions (issue 32). */
  notes: NotesRepository;
  /** The media library and where its pictures are used. */
  pictures: PicturesRepository;
  /** The media library as readers' responses read it. */
  pictureNotes: PictureNotesRepository;
  readerUploads: ReaderUploadsRepository;
  reports: ReportsRepository;
  revisions: RevisionsRepository;
  /** The search index of the database's engine. */
  search: SearchIndex;
  sessions: SessionsRepository;
  siteConfig: SiteConfigRepository;
  sites: SitesRepository;
  specials: SpecialsRepository;
  staff: StaffRepository;
  staffSessions: StaffSessionsRepository;
  uploadReferences: UploadReferencesRepository;
  users: UsersRepository;
  /** Linked language versions of one story (issue 28). */
  versions: VersionsRepository;
  videoJobs: VideoJobsRepository;
}

/**
 * Runs `work` in one transaction, every repository in `tx` bound to it: what it writes is stored
 * together, or not at all when it throws. Inside, only `tx` may be used: SQLite has one
 * connection, and a read through the pool would wait for the transaction to end.
 */
export type Transaction = <T>(work: (tx: Repositories) => Promise<T>) => Promise<T>;

export function repositoriesOver(db: Kysely<Database>, dialect: DialectName): Repositories {
  return {
    accessStatistics: new AccessStatisticsRepository(db),
    alerts: new AlertsRepository(db),
    alertSubscriptions: new AlertSubscriptionsRepository(db),
    agreements: new AgreementsRepository(db),
    attention: new AttentionRepository(db),
    audit: new AuditRepository(db),
    categories: new CategoriesRepository(db),
    collections: new CollectionsRepository(db),
    commentQueue: new CommentQueueRepository(db),
    comments: new CommentsRepository(db),
    content: new ContentRepository(db),
    corrections: new CorrectionsRepository(db),
    dailyCounts: new DailyCountsRepository(db),
    dailyReads: new DailyReadsRepository(db),
    editorial: new EditorialRepository(db),
    feedback: new FeedbackRepository(db),
    follows: new FollowsRepository(db),
    interactions: new InteractionRepository(db),
    linked: new LinkedEntitiesRepository(db),
    live: new LiveRepository(db),
    liveIngest: new LiveIngestRepository(db),
    moderationSettings: new ModerationSettingsRepository(db),
    notes: new NotesRepository(db),
    pictures: new PicturesRepository(db),
    pictureNotes: new PictureNotesRepository(db),
    readerUploads: new ReaderUploadsRepository(db),
    reports: new ReportsRepository(db),
    revisions: new RevisionsRepository(db),
    search: createSearchIndex(dialect, db),
    sessions: new SessionsRepository(db),
    siteConfig: new SiteConfigRepository(db),
    sites: new SitesRepository(db),
    specials: new SpecialsRepository(db),
    staff: new StaffRepository(db),
    staffSessions: new StaffSessionsRepository(db),
    uploadReferences: new UploadReferencesRepository(db),
    users: new UsersRepository(db),
    versions: new VersionsRepository(db),
    videoJobs: new VideoJobsRepository(db),
  };
}

/** Transactions over the database, each with its own repositories. */
export function transactionsOver(database: Pick<DatabaseHandle, 'db' | 'dialect'>): Transaction {
  return (work) =>
    database.db.transaction().execute((trx) => work(repositoriesOver(trx, database.dialect)));
}
