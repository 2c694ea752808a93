import { useEffect, useRef, type ReactNode } from 'react';

/** Where `from` is in its scrolling, as a fraction from top (0) to bottom (1). */
function scrolledFraction(from: HTMLElement): number {
  const range = from.scrollHeight - from.clientHeight;
  return range > 0 ? from.scrollTop / range : 0;
}

/**
 * Two columns that scroll together: scrolling one moves the other to the same fraction of its
 * length, so the translator's paragraph stays beside the source's even when the two texts are
 * of different lengths.
 */
export function SideBySide({ left, right }: { left: ReactNode; right: ReactNode }) {
  const leftRef = useRef<HTMLDivElement>(null);
  const rightRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const a = leftRef.current;
    const b = rightRef.current;
    if (!a || !b) return;
    // The scroll we set on the other column fires its own event: that one is not followed back.
    const moved = new WeakSet<HTMLElement>();
    const follow = (from: HTMLElement, to: HTMLElement) => () => {
      if (moved.has(from)) {
        moved.delete(from);
        return;
      }
      const top = Math.round(scrolledFraction(from) * (to.scrollHeight - to.clientHeight));
      if (top === to.scrollTop) return;
      moved.add(to);
      to.scrollTop = top;
    };
    const onA = follow(a, b);
    const onB = follow(b, a);
    a.addEventListener('scroll', onA, { passive: true });
    b.addEventListener('scroll', onB, { passive: true });
    return () => {
      a.removeEventListener('scroll', onA);
      b.removeEventListener('scroll', onB);
    };
  }, []);
  return (
    <div className="side-by-side">
      <div ref={leftRef} className="side-column" data-testid="side-left">
        {left}
      </div>
      <div ref={rightRef} className="side-column" data-testid="side-right">
        {right}
      </div>
    </div>
  );
}
