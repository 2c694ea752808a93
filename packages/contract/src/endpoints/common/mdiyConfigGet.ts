import { siteSwitchesSchema } from '../../commonSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { commonInputs } from '../commonInputs.ts';

export const mdiyConfigGet: Call<
  'GET',
  typeof siteSwitchesSchema,
  (typeof commonInputs)['mdiyConfigGet']
> = {
  method: 'GET',
  path: '/mdiy/config/get.do',
  response: siteSwitchesSchema,
};
