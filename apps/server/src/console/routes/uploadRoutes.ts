import { can } from '@news/contract/console/permissions';
import { siteByLang } from '@news/contract/sites';
import { multipartFileOf } from '../../http/multipartFile.ts';
import type { UploadService } from '../../services/media/UploadService.ts';
import type { VideoJobService } from '../../services/media/VideoJobService.ts';
import { ConsoleError } from '../ConsoleError.ts';
import { defineConsoleRoute, type AnyConsoleRoute } from '../consoleRoute.ts';
import { videoJobOf } from '../consoleViews.ts';
import {
  postUploadsImages,
  postUploadsVideos,
  getVideoJobsById,
} from '@news/contract/console/uploadEndpoints';

/** Pictures (through the picture pipeline, up to 40 MB) and videos (ffprobe, then a job). */
export function uploadRoutes(uploads: UploadService, videos: VideoJobService): AnyConsoleRoute[] {
  return [
    defineConsoleRoute(postUploadsImages, {
      summary: 'Upload a picture for an item of the site (multipart, field "file")',
      access: 'write',
      multipart: true,
      handler: async ({ staff, query, request }) => {
        if (!can(staff, 'write', query.site))
          throw ConsoleError.forbidden('error.forbiddenSite', { site: query.site });
        const upload = await uploads.acceptStaffImage(multipartFileOf(request), {
          siteId: siteByLang(query.site).id,
          staffId: staff.id,
        });
        if (upload.ok) return { url: upload.url, width: upload.width, height: upload.height };
        if (upload.problem === 'missing') throw ConsoleError.refused('error.uploadMissing');
        if (upload.problem === 'tooLarge') throw new ConsoleError(413, 'error.uploadImageTooLarge');
        if (upload.problem === 'busy')
          throw new ConsoleError(429, 'error.pictureBusy', {}, 'pictureBusy', {
            'Retry-After': '5',
          });
        throw ConsoleError.refused('error.uploadNotImage');
      },
    }),
    defineConsoleRoute(postUploadsVideos, {
      summary: 'Upload an MP4 or MOV video for the site; answers its processing job',
      access: 'write',
      multipart: true,
      handler: async ({ staff, query, request, lang }) =>
        videoJobOf(await videos.upload(staff, query.site, multipartFileOf(request)), lang),
    }),
    defineConsoleRoute(getVideoJobsById, {
      summary: 'A video job’s state and progress',
      access: 'write',
      handler: async ({ staff, params, lang }) =>
        videoJobOf(await videos.get(staff, Number(params.id)), lang),
    }),
  ];
}
