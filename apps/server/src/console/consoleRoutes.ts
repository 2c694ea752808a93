import type { ScreenRenderer } from '../render/ScreenRenderer.ts';
import type { AppServices } from '../services/AppServices.ts';
import type { AnyConsoleRoute } from './consoleRoute.ts';
import { PresenceStreams } from '../http/PresenceStreams.ts';
import { PreviewRenderer } from './PreviewRenderer.ts';
import { alertRoutes } from './routes/alertRoutes.ts';
import { auditRoutes } from './routes/auditRoutes.ts';
import { dashboardRoutes } from './routes/dashboardRoutes.ts';
import { ingestRoutes } from './routes/ingestRoutes.ts';
import { itemRoutes } from './routes/itemRoutes.ts';
import { noteRoutes } from './routes/noteRoutes.ts';
import { moderationRoutes } from './routes/moderationRoutes.ts';
import { pictureRoutes } from './routes/pictureRoutes.ts';
import { presenceRoutes } from './routes/presenceRoutes.ts';
import { readerRoutes } from './routes/readerRoutes.ts';
import { sessionRoutes } from './routes/sessionRoutes.ts';
import { siteSettingsRoutes } from './routes/siteSettingsRoutes.ts';
import { staffRoutes } from './routes/staffRoutes.ts';
import { testingRoutes } from './routes/testingRoutes.ts';
import { uploadRoutes } from './routes/uploadRoutes.ts';
import { versionRoutes } from './routes/versionRoutes.ts';

/** Every call of the console's API, in one list: mounted under `/console/api`, walked by the tests. */
export function consoleRoutes(
  services: AppServices,
  screens: ScreenRenderer | undefined,
  presenceStreams: PresenceStreams = new PresenceStreams(services.presence),
): AnyConsoleRoute[] {
  return [
    ...sessionRoutes(services.staffSessions),
    ...staffRoutes(services.staff),
    ...itemRoutes(services.editorial, new PreviewRenderer(screens, services)),
    ...uploadRoutes(services.uploads, services.videoJobs),
    ...ingestRoutes(services.liveIngest),
    ...pictureRoutes(services.pictures),
    ...versionRoutes(services.versions),
    ...presenceRoutes(services.presence, presenceStreams),
    ...noteRoutes(services.notes),
    ...dashboardRoutes(services.dashboard),
    ...moderationRoutes(services),
    ...readerRoutes(services.readers),
    ...siteSettingsRoutes(services.siteSettings),
    ...alertRoutes(services.alerts),
    ...auditRoutes(services.auditLog),
    ...(services.settableClock ? testingRoutes(services.settableClock, services.scheduler) : []),
  ];
}
