import {
  liveListQuerySchema,
  liveDetailQuerySchema,
  liveMessageQuerySchema,
  backPlayQuerySchema,
} from '../liveSchemas.ts';

/**
 * What each call of `liveEndpoints.ts` takes, by the descriptor's name: the server validates
 * requests with these; the front ends only borrow their types, so no bundle of theirs carries them
 * (docs/adr/0023).
 */
export const liveInputs = {
  liveVideoList: { body: liveListQuerySchema },
  liveVideoLivingList: { query: liveListQuerySchema },
  liveVideoDeatil: { query: liveDetailQuerySchema },
  liveVideoLiveMessageList: { query: liveMessageQuerySchema },
  liveVideoGetBackPlayList: { body: backPlayQuerySchema },
};
