import { contentPageSchema } from '../../contentSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { commonInputs } from '../commonInputs.ts';

export const coCmsContentList: Call<
  'POST',
  typeof contentPageSchema,
  (typeof commonInputs)['coCmsContentList']
> = {
  method: 'POST',
  path: '/co/cms/content/list.do',
  response: contentPageSchema,
};
