import type { PictureLibraryService } from '../../services/media/PictureLibraryService.ts';
import { defineConsoleRoute, type AnyConsoleRoute } from '../consoleRoute.ts';
import {
  getPictures,
  getPicturesById,
  putPicturesById,
  deletePicturesById,
  postPicturesLookup,
} from '@news/contract/console/pictureEndpoints';

/** The media library (issue 26): each site's pictures, their words, focal points and uses. */
export function pictureRoutes(library: PictureLibraryService): AnyConsoleRoute[] {
  return [
    defineConsoleRoute(getPictures, {
      summary: 'The site’s pictures, newest first: searched, filtered, with where each is used',
      access: 'write',
      handler: ({ staff, query }) => library.list(staff, query),
    }),
    defineConsoleRoute(postPicturesLookup, {
      summary: 'The library’s entries for addresses an item holds (others left out)',
      access: 'write',
      handler: ({ staff, body }) => library.lookup(staff, body),
    }),
    defineConsoleRoute(getPicturesById, {
      summary: 'A picture with every use',
      access: 'write',
      handler: ({ staff, params }) => library.get(staff, Number(params.id)),
    }),
    defineConsoleRoute(putPicturesById, {
      summary: 'A picture’s alt text, caption, credit and focal point; readers see them at once',
      access: 'write',
      handler: ({ staff, params, body }) => library.update(staff, Number(params.id), body),
    }),
    defineConsoleRoute(deletePicturesById, {
      summary: 'Delete a picture nothing uses, with its files',
      access: 'content',
      handler: async ({ staff, params }) => {
        await library.remove(staff, Number(params.id));
        return null;
      },
    }),
  ];
}
