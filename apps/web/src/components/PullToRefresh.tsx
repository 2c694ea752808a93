import { useRef, useState, type ReactNode, type TouchEvent } from 'react';
import { useI18n } from '../i18n/i18n.tsx';

const THRESHOLD_PX = 60;

/** Pull down from the top of the page to refresh it, as in the app. */
export function PullToRefresh({
  onRefresh,
  children,
}: {
  onRefresh: () => void;
  children: ReactNode;
}) {
  const { t } = useI18n();
  const start = useRef<number | null>(null);
  const [pull, setPull] = useState(0);

  const onTouchStart = (e: TouchEvent): void => {
    start.current = window.scrollY === 0 ? (e.touches[0]?.clientY ?? null) : null;
  };
  const onTouchMove = (e: TouchEvent): void => {
    if (start.current === null) return;
    const distance = (e.touches[0]?.clientY ?? start.current) - start.current;
    setPull(Math.max(0, Math.min(distance, THRESHOLD_PX * 2)));
  };
  const onTouchEnd = (): void => {
    if (pull >= THRESHOLD_PX) onRefresh();
    start.current = null;
    setPull(0);
  };

  return (
    <div onTouchStart={onTouchStart} onTouchMove={onTouchMove} onTouchEnd={onTouchEnd}>
      {pull > 0 ? (
        <p className="pull-hint" style={{ height: pull }} aria-live="polite">
          {pull >= THRESHOLD_PX ? t('common.releaseToRefresh') : t('common.pullToRefresh')}
        </p>
      ) : null}
      {children}
    </div>
  );
}
