import { idParamsSchema } from './consoleParams.ts';
import {
  pictureListQuerySchema,
  pictureLookupBodySchema,
  pictureUpdateBodySchema,
} from './pictureSchemas.ts';

/**
 * What each call of `pictureEndpoints.ts` takes, by the descriptor's name: the server validates
 * requests with these; the front ends only borrow their types (docs/adr/0023).
 */
export const pictureInputs = {
  getPictures: { query: pictureListQuerySchema },
  getPicturesById: { params: idParamsSchema },
  putPicturesById: { params: idParamsSchema, body: pictureUpdateBodySchema },
  deletePicturesById: { params: idParamsSchema },
  postPicturesLookup: { body: pictureLookupBodySchema },
};
