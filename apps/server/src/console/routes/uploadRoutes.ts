import { z } from 'zod';
import { uploadedImageSchema } from '@news/contract/console/itemSchemas';
import { videoJobSchema } from '@news/contract/console/videoJobSchemas';
import { can } from '@news/contract/console/permissions';
import { multipartFileOf } from '../../http/multipartFile.ts';
import { idTextSchema } from '@news/contract/contentSchemas';
import { SITE_LANGS } from '@news/contract/sites';
import type { UploadService } from '../../services/media/UploadService.ts';
import type { VideoJobService } from '../../services/media/VideoJobService.ts';
import { ConsoleError } from '../ConsoleError.ts';
import { defineConsoleRoute, type AnyConsoleRoute } from '../consoleRoute.ts';
import { videoJobOf } from '../consoleViews.ts';

const siteQuery = z.object({ site: z.enum(SITE_LANGS) });

/** Pictures (through the picture pipeline, up to 40 MB) and videos (ffprobe, then a job). */
export function uploadRoutes(uploads: UploadService, videos: VideoJobService): AnyConsoleRoute[] {
  return [
    defineConsoleRoute({
      method: 'POST',
      path: '/uploads/images',
      summary: 'Upload a picture for an item of the site (multipart, field "file")',
      access: 'content',
      multipart: true,
      query: siteQuery,
      response: uploadedImageSchema,
      handler: async ({ staff, query, request }) => {
        if (!can(staff, 'content', query.site))
          throw ConsoleError.forbidden('error.forbiddenSite', { site: query.site });
        const upload = await uploads.acceptStaffImage(multipartFileOf(request));
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
    defineConsoleRoute({
      method: 'POST',
      path: '/uploads/videos',
      summary: 'Upload an MP4 or MOV video for the site; answers its processing job',
      access: 'content',
      multipart: true,
      query: siteQuery,
      response: videoJobSchema,
      handler: async ({ staff, query, request, lang }) =>
        videoJobOf(await videos.upload(staff, query.site, multipartFileOf(request)), lang),
    }),
    defineConsoleRoute({
      method: 'GET',
      path: '/video-jobs/:id',
      summary: 'A video job’s state and progress',
      access: 'content',
      params: z.object({ id: idTextSchema }),
      response: videoJobSchema,
      handler: async ({ staff, params, lang }) =>
        videoJobOf(await videos.get(staff, Number(params.id)), lang),
    }),
  ];
}
