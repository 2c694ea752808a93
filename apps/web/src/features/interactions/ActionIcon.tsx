const PATHS = {
  comment: 'M4 5h16v11H9l-5 4z',
  like: 'M12 20s-7-4.5-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.5-7 10-7 10z',
  collect: 'M12 3l2.8 5.8 6.2.9-4.5 4.4 1 6.2L12 17.4l-5.5 2.9 1-6.2L3 9.7l6.2-.9z',
  share: 'M14 4h6v6M20 4l-9 9M18 14v6H4V6h6',
  report: 'M5 21V4M5 4h11l-2 4 2 4H5',
} as const;

/**
 * The action bar's icons, drawn here rather than taken from emoji: emoji fonts are missing on
 * many phones' in-app browsers and render as empty boxes.
 */
export function ActionIcon({
  name,
  filled = false,
}: {
  name: keyof typeof PATHS;
  filled?: boolean;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="22"
      height="22"
      aria-hidden="true"
      focusable="false"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinejoin="round"
      strokeLinecap="round"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
