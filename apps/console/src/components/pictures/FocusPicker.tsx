import { useRef, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import type { PictureFocus } from '@news/contract/pictures';
import { useI18n } from '../../i18n/I18n.tsx';

/** How far one arrow key moves the point, in percent; with Shift, `BIG_STEP`. */
const STEP = 1;
const BIG_STEP = 10;

const MOVES: Record<string, { x: number; y: number }> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};

/** A percent the library stores: a whole number from 0 to 100. */
function percent(value: number): number {
  return Math.min(100, Math.max(0, Math.round(value)));
}

/**
 * The point of a picture its crops keep in view (docs/adr/0024): the picture with a marker on
 * the point. A click puts the point where it lands; the arrow keys move it by 1 % (with Shift
 * 10 %), so it can be set without a pointer. There is no two-dimensional slider in ARIA: like
 * colour pickers' areas, it is a slider whose spoken value names both coordinates.
 */
export function FocusPicker({
  src,
  width,
  height,
  color,
  focus,
  onFocus,
  label,
  disabled = false,
}: {
  /** The picture to show (a rendition large enough for the screen). */
  src: string;
  /** The picture's own size, so its box is reserved before it loads. */
  width: number;
  height: number;
  /** Painted behind the picture while it loads (its dominant colour). */
  color?: string;
  focus: PictureFocus;
  onFocus: (focus: PictureFocus) => void;
  /** What the picker is called for a screen reader. */
  label: string;
  disabled?: boolean;
}) {
  const { t } = useI18n();
  const image = useRef<HTMLImageElement>(null);

  const place = (event: MouseEvent<HTMLDivElement>): void => {
    // The picture's box, not the frame's: the point is a place on the picture itself.
    const box = image.current?.getBoundingClientRect();
    if (disabled || !box || box.width <= 0 || box.height <= 0) return;
    const next = {
      x: percent(((event.clientX - box.left) / box.width) * 100),
      y: percent(((event.clientY - box.top) / box.height) * 100),
    };
    if (next.x !== focus.x || next.y !== focus.y) onFocus(next);
  };

  // Dragging with the button held moves the point along; the capture keeps it following a
  // pointer that leaves the picture (the point then stays on the edge).
  const press = (event: PointerEvent<HTMLDivElement>): void => {
    if (event.button !== 0) return;
    if ('setPointerCapture' in event.currentTarget)
      event.currentTarget.setPointerCapture(event.pointerId);
    place(event);
  };
  const drag = (event: PointerEvent<HTMLDivElement>): void => {
    if (event.buttons === 1) place(event);
  };

  const key = (event: KeyboardEvent<HTMLDivElement>): void => {
    const move = MOVES[event.key];
    if (disabled || !move) return;
    // The arrows would otherwise scroll the page while the point moves.
    event.preventDefault();
    const step = event.shiftKey ? BIG_STEP : STEP;
    onFocus({ x: percent(focus.x + move.x * step), y: percent(focus.y + move.y * step) });
  };

  return (
    <div className="focus-picker">
      <div
        className="focus-frame"
        role="slider"
        tabIndex={disabled ? -1 : 0}
        aria-label={label}
        aria-disabled={disabled || undefined}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={focus.x}
        aria-valuetext={t('focus.value', { x: focus.x, y: focus.y })}
        onClick={place}
        onPointerDown={press}
        onPointerMove={drag}
        onKeyDown={key}
      >
        <img
          ref={image}
          src={src}
          width={width}
          height={height}
          alt=""
          draggable={false}
          style={color ? { backgroundColor: color } : undefined}
        />
        <span
          className="focus-marker"
          aria-hidden="true"
          data-testid="focus-marker"
          style={{ left: `${String(focus.x)}%`, top: `${String(focus.y)}%` }}
        />
      </div>
      <p className="hint">{t('focus.hint')}</p>
    </div>
  );
}
