import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useT } from '../i18n/index.ts';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface DialogProps {
  open: boolean;
  onClose(): void;
  title: ReactNode;
  children?: ReactNode;
  /** Buttons row; the first focusable element inside the dialog gets focus on open. */
  actions?: ReactNode;
}

/**
 * Modal dialog: role="dialog" + aria-modal, labelled by its title, Tab/Shift+Tab stay inside,
 * Esc and the backdrop close it, focus returns to the opener.
 */
export function Dialog({ open, onClose, title, children, actions }: DialogProps) {
  const t = useT();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement as HTMLElement | null;
    const panel = panelRef.current;
    const first = panel?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel)?.focus();

    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab' || !panel) return;
      const items = Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE));
      if (items.length === 0) {
        event.preventDefault();
        return;
      }
      const firstItem = items[0]!;
      const lastItem = items[items.length - 1]!;
      if (
        event.shiftKey &&
        (document.activeElement === firstItem || !panel.contains(document.activeElement))
      ) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && document.activeElement === lastItem) {
        event.preventDefault();
        firstItem.focus();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = previousOverflow;
      opener?.focus?.();
    };
  }, [open]);

  if (!open) return null;
  return createPortal(
    <div className="fixed inset-0 z-50 flex items-center justify-center p-4">
      <div className="absolute inset-0 bg-black/50" aria-hidden="true" onClick={() => onCloseRef.current()} />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className="relative max-h-[calc(100dvh-2rem)] w-full max-w-md overflow-y-auto rounded-2xl bg-white p-6 text-start shadow-xl"
      >
        <h2 id={titleId} className="mb-3 pe-8 text-xl font-bold text-gray-900">
          {title}
        </h2>
        <div className="text-gray-700">{children}</div>
        {actions && <div className="mt-6 flex flex-wrap justify-end gap-3">{actions}</div>}
        {/* Last in the tab order so the first action gets the initial focus. */}
        <button
          type="button"
          onClick={() => onCloseRef.current()}
          aria-label={t('common.close')}
          className="absolute end-3 top-3 rounded-full p-1 text-gray-600 hover:bg-gray-100 focus-visible:outline-3 focus-visible:outline-secondary"
        >
          <span aria-hidden="true" className="block size-6 text-xl leading-6">
            ×
          </span>
        </button>
      </div>
    </div>,
    document.body,
  );
}
