import { cmsContentHit } from '@news/contract/endpoints/common/cmsContentHit';
import { useEffect, useState } from 'react';
import { api } from '../../lib/apiClient.ts';
import { ignoreFailure } from '../../lib/ignoreFailure.ts';

/** Counts this view (the server counts a device once per ten minutes) and returns the count. */
export function useDetailHit(contentId: string, initial: number | undefined): number | undefined {
  const [hit, setHit] = useState<number | undefined>(undefined);
  useEffect(() => {
    if (!contentId) return;
    let live = true;
    api(cmsContentHit, { params: { id: contentId }, quiet: true })
      .then((result) => {
        if (live) setHit(result.hit);
      })
      // A statistic: the view count the item came with stays on show.
      .catch(ignoreFailure('view count'));
    return () => {
      live = false;
    };
  }, [contentId]);
  return hit ?? initial;
}
