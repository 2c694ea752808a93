import type { ReactElement } from 'react';
import type { ApiState } from '../../lib/useApi.ts';
import { PageHeader } from '../PageHeader.tsx';
import { StatusView } from '../StatusView.tsx';
import { DetailSkeleton } from './DetailSkeleton.tsx';

/**
 * What a detail page shows until its item is there: "no data" for a missing or malformed id, the
 * error with a retry, or the skeleton while loading — each under the page's bar. Undefined once
 * the data has come, when the page renders itself.
 */
export function detailPending(
  title: string,
  validId: boolean,
  state: Pick<ApiState<unknown>, 'data' | 'error' | 'reload'>,
): ReactElement | undefined {
  if (validId && state.error === undefined && state.data !== undefined) return undefined;
  return (
    <div>
      <PageHeader title={title} />
      {!validId ? (
        <StatusView empty />
      ) : state.error !== undefined ? (
        <StatusView error={state.error} onRetry={state.reload} />
      ) : (
        <DetailSkeleton />
      )}
    </div>
  );
}
