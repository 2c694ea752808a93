import type { ReactNode } from 'react';

/** A message about the last action: `alert` for refusals (announced at once), `status` otherwise. */
export function Notice({
  kind,
  children,
}: {
  kind: 'error' | 'success' | 'info';
  children: ReactNode;
}) {
  return (
    <div className={`notice notice-${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}

/** The message to show for a failed call. */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
