import { agreementSchema } from '../../agreementSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { commonInputs } from '../commonInputs.ts';

export const cmsContentGetAgreement: Call<
  'GET',
  typeof agreementSchema,
  (typeof commonInputs)['cmsContentGetAgreement']
> = {
  method: 'GET',
  path: '/cms/content/getAgreement',
  response: agreementSchema,
};
