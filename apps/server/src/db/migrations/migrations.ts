import type { Migration } from 'kysely';
import type { DialectName } from '../dialect.ts';
import { contentMigration } from './0001_content.ts';
import { searchMigration } from './0002_search.ts';
import { accountsMigration } from './0003_accounts.ts';
import { cityLocationsMigration } from './0004_city_locations.ts';
import { listIndexesMigration } from './0005_list_indexes.ts';
import { flagIndexesMigration } from './0006_flag_indexes.ts';
import { searchFilterIndexMigration } from './0007_search_filter_index.ts';
import { siteRowsMigration } from './0008_site_rows.ts';
import { mediaFilesMigration } from './0009_media_files.ts';
import { staffMigration } from './0010_staff.ts';
import { editorialMigration } from './0011_editorial.ts';
import { videoJobsMigration } from './0012_video_jobs.ts';
import { moderationMigration } from './0020_moderation.ts';
import { videoSourceNodeMigration } from './0021_video_source_node.ts';
import { readerUploadsMigration } from './0025_reader_uploads.ts';
import { picturesMigration } from './0026_pictures.ts';
import { liveIngestMigration } from './0027_live_ingest.ts';
import { versionsMigration } from './0028_versions.ts';
import { followingMigration } from './0029_following.ts';
import { reviewMigration } from './0030_review.ts';
import { alertsMigration } from './0031_alerts.ts';
import { notesCorrectionsMigration } from './0032_notes_corrections.ts';

/** Every migration, in order. Names sort as they apply; never rename or edit a shipped one. */
export function buildMigrations(dialect: DialectName): Record<string, Migration> {
  return {
    '0001_content': contentMigration(dialect),
    '0002_search': searchMigration(dialect),
    '0003_accounts': accountsMigration(dialect),
    '0004_city_locations': cityLocationsMigration(),
    '0005_list_indexes': listIndexesMigration(),
    '0006_flag_indexes': flagIndexesMigration(),
    '0007_search_filter_index': searchFilterIndexMigration(),
    '0008_site_rows': siteRowsMigration(),
    '0009_media_files': mediaFilesMigration(dialect),
    '0010_staff': staffMigration(dialect),
    '0011_editorial': editorialMigration(dialect),
    '0012_video_jobs': videoJobsMigration(dialect),
    '0020_moderation': moderationMigration(dialect),
    '0021_video_source_node': videoSourceNodeMigration(),
    '0025_reader_uploads': readerUploadsMigration(dialect),
    '0026_pictures': picturesMigration(dialect),
    '0027_live_ingest': liveIngestMigration(dialect),
    '0028_versions': versionsMigration(dialect),
    '0029_following': followingMigration(dialect),
    '0030_review': reviewMigration(),
    '0031_alerts': alertsMigration(dialect),
    '0032_notes_corrections': notesCorrectionsMigration(dialect),
  };
}
