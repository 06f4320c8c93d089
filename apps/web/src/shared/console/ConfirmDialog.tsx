import type { ReactNode } from 'react';
import { useT } from '../i18n/index.ts';
import { Button } from '../ui/Button.tsx';
import { Dialog } from '../ui/Dialog.tsx';
import { SaveStatus, type SaveState } from './SaveStatus.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  onClose(): void;
  title: ReactNode;
  children?: ReactNode;
  /** the action's own words ("نعم، ألغِها"), never a bare "confirm" beside "cancel" */
  confirmLabel: ReactNode;
  tone?: 'danger' | 'primary';
  onConfirm(): void;
  /** the action's mutation: its failure shows beside the buttons, the dialog stays open */
  state: SaveState & { isPending: boolean };
}

/** Asks once before an action; closes itself when the action succeeded. */
export function ConfirmDialog({
  open,
  onClose,
  title,
  children,
  confirmLabel,
  tone = 'danger',
  onConfirm,
  state,
}: ConfirmDialogProps) {
  const t = useT();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      actions={
        <>
          <Button variant={tone} loading={state.isPending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
          <Button variant="outline" onClick={onClose}>
            {t('teacher.cancel')}
          </Button>
          <SaveStatus state={{ ...state, isSuccess: false }} success={null} />
        </>
      }
    >
      {children}
    </Dialog>
  );
}
