import type { ReactNode } from 'react';
import { errorTextId } from '../api/error-text.ts';
import { useT, type MessageId } from '../i18n/index.ts';

export interface SaveState {
  isSuccess: boolean;
  isError: boolean;
  error: unknown;
}

export interface SaveStatusProps {
  /** a mutation (or anything with its three fields) */
  state: SaveState;
  /** the confirmation after a successful save */
  success: ReactNode;
  /** the text when the error has none of its own */
  fallback?: MessageId;
  /** shown after the error text (e.g. a reload button after a stale version) */
  extra?: ReactNode;
}

/**
 * The outcome of a save, shown beside the button that was pressed (the teacher is looking there,
 * whether the button sits in a card, a dialog or the sticky bar at the bottom of a phone).
 */
export function SaveStatus({ state, success, fallback = 'teacher.saveFailed', extra }: SaveStatusProps) {
  const t = useT();
  return (
    <span role="status" aria-live="polite" className="min-w-0 text-sm font-semibold">
      {state.isSuccess && <span className="text-green-800">{success}</span>}
      {state.isError && (
        <span className="text-red-700">
          {t(errorTextId(state.error, { fallback }))} {extra}
        </span>
      )}
    </span>
  );
}
