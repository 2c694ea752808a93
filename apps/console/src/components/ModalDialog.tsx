import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

const FOCUSABLE =
  'button:not([disabled]), input:not([disabled]), textarea:not([disabled]), select:not([disabled]), a[href]';

/**
 * A modal dialog: focus moves into it (to the element marked `data-autofocus`, else the dialog),
 * Tab stays inside, Escape and the backdrop close it, and focus returns to what opened it. It is
 * put at the end of the page's body, so a dialog with a form of its own is never inside another
 * form (the item's).
 */
export function ModalDialog({
  title,
  onClose,
  children,
  className = '',
  role = 'dialog',
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  className?: string;
  /** `alertdialog` when it asks something the staff member must answer before going on. */
  role?: 'dialog' | 'alertdialog';
}) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  // The latest onClose, so a parent re-rendering does not move focus back into the dialog.
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first = panel.current?.querySelector<HTMLElement>('[data-autofocus]');
    (first ?? panel.current)?.focus();
    const onKey = (event: KeyboardEvent): void => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close.current();
        return;
      }
      if (event.key !== 'Tab' || !panel.current) return;
      // Keep Tab inside the dialog: the page behind it waits for an answer.
      const focusable = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const head = focusable[0];
      const tail = focusable[focusable.length - 1];
      if (!head || !tail) return;
      const inside = panel.current.contains(document.activeElement);
      if (event.shiftKey && (document.activeElement === head || !inside)) {
        event.preventDefault();
        tail.focus();
      } else if (!event.shiftKey && (document.activeElement === tail || !inside)) {
        event.preventDefault();
        head.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return createPortal(
    <div
      className="overlay"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) close.current();
      }}
    >
      <div
        ref={panel}
        className={`dialog ${className}`.trim()}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <h2 id={titleId}>{title}</h2>
        {children}
      </div>
    </div>,
    document.body,
  );
}
