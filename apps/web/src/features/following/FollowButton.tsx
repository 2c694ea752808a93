import { useEffect, useState } from 'react';
import type { Follow } from '@news/contract/followSchemas';
import { showToast } from '../../components/toast.tsx';
import { useI18n } from '../../i18n/i18n.tsx';
import { ignoreFailure } from '../../lib/ignoreFailure.ts';
import { useSignedIn } from '../../lib/session.ts';
import { currentFollows, setFollowing } from './followsApi.ts';

/** Follow or unfollow one subject (a channel, topic, tag or author), showing which it is now. */
export function FollowButton({ follow }: { follow: Follow }) {
  const { t } = useI18n();
  const signedIn = useSignedIn();
  const [following, setFollowingState] = useState<boolean | undefined>(undefined);
  useEffect(() => {
    currentFollows().then(
      (rows) => {
        setFollowingState(rows.some((f) => f.kind === follow.kind && f.value === follow.value));
      },
      // The button stays hidden: the list of the subject still shows.
      ignoreFailure('follows'),
    );
  }, [follow.kind, follow.value, signedIn]);
  if (following === undefined) return null;
  return (
    <button
      type="button"
      className="follow-button"
      aria-pressed={following}
      data-testid="follow-button"
      onClick={() => {
        setFollowing(follow, !following).then(
          () => {
            setFollowingState(!following);
            showToast(t(following ? 'follow.unfollowed' : 'follow.followed'));
          },
          // The API client has told the reader why (the bound, a lost connection).
          ignoreFailure('follow'),
        );
      }}
    >
      {t(following ? 'follow.following' : 'follow.follow')}
    </button>
  );
}
