import type { Call } from '../../endpoint.ts';
import type { itemInputs } from '../itemInputs.ts';

export const getItemsByIdPreview: Call<
  'GET',
  undefined,
  (typeof itemInputs)['getItemsByIdPreview']
> = {
  method: 'GET',
  path: '/items/:id/preview',
};
