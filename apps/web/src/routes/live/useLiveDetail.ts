import { useCallback, useEffect, useRef, useState } from 'react';
import { liveVideoDeatil } from '@news/contract/endpoints/live/liveVideoDeatil';
import { api } from '../../lib/apiClient.ts';
import { livePollDelay, type LiveDetail } from './livePollDelay.ts';

export interface LiveView {
  data: LiveDetail;
  /** The server's clock minus this device's, as of the answer: the countdown runs on it. */
  clockOffset: number;
  /** How many times the stream came back after a drop: the player starts afresh each time. */
  resumes: number;
}

const viewOf = (data: LiveDetail, before: LiveView | undefined): LiveView => {
  const same = before?.data.id === data.id;
  const resumed =
    same && before.data.reconnecting === true && !data.reconnecting && data.status === 'live';
  return {
    data,
    clockOffset: Date.parse(data.serverTime) - Date.now(),
    resumes: (same ? before.resumes : 0) + (resumed ? 1 : 0),
  };
};

const inView = (): boolean =>
  typeof document === 'undefined' || document.visibilityState === 'visible';

/**
 * The broadcast as it goes (issue 27): starting from the page's first answer, it asks again at
 * the pace `livePollDelay` sets — so the countdown becomes the player, the player shows a drop and
 * the comeback, and the replay takes its place, all without a reload. A hidden tab asks nothing and
 * asks at once on coming back; a failed ask keeps what is on screen and tries again later.
 */
export function useLiveDetail(first: LiveDetail | undefined): {
  view: LiveView | undefined;
  /** Ask now (the countdown reached zero). */
  askNow: () => void;
} {
  const [polled, setPolled] = useState<LiveView | undefined>(undefined);
  const [visible, setVisible] = useState(inView);
  // Bumped to ask again: after a failure (at the usual pace), or at once (`soon`).
  const [round, setRound] = useState(0);
  const soon = useRef(false);

  useEffect(() => {
    if (first) setPolled((before) => viewOf(first, before));
  }, [first]);

  useEffect(() => {
    const onChange = (): void => {
      const now = inView();
      if (now) soon.current = true;
      setVisible(now);
    };
    document.addEventListener('visibilitychange', onChange);
    return () => {
      document.removeEventListener('visibilitychange', onChange);
    };
  }, []);

  // Until the effect above has taken the first answer (or another broadcast's), that answer.
  const view =
    polled && polled.data.id === first?.id ? polled : first ? viewOf(first, undefined) : undefined;
  const data = view?.data;
  // Read when the next ask is planned; not a reason to plan it again.
  const clockOffset = useRef(0);
  clockOffset.current = view?.clockOffset ?? 0;

  useEffect(() => {
    if (!data || !visible) return;
    const pace = livePollDelay(data, Date.now() + clockOffset.current);
    if (pace === null && !soon.current) return;
    const delay = soon.current ? 0 : (pace ?? 0);
    soon.current = false;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      api(liveVideoDeatil, { params: { id: data.id }, signal: controller.signal, quiet: true })
        .then((next) => {
          setPolled((before) => viewOf(next, before));
        })
        .catch(() => {
          // What is on screen stays; the next round tries again.
          if (!controller.signal.aborted) setRound((n) => n + 1);
        });
    }, delay);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [data, visible, round]);

  const askNow = useCallback(() => {
    soon.current = true;
    setRound((n) => n + 1);
  }, []);

  return { view, askNow };
}
