import { useT } from '../../../shared/i18n/index.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { Dialog } from '../../../shared/ui/Dialog.tsx';

/** After a saved change to the answers: score the earlier submissions again, or keep their scores. */
export function RescoreDialog({
  open,
  state,
  onClose,
  onRescore,
}: {
  open: boolean;
  state: { isPending: boolean };
  onClose(): void;
  onRescore(): void;
}) {
  const t = useT();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('teacher.quiz.rescoreTitle')}
      actions={
        <>
          <Button onClick={onRescore} loading={state.isPending}>
            {t('teacher.quiz.rescore')}
          </Button>
          <Button variant="outline" onClick={onClose}>
            {t('teacher.quiz.keepScores')}
          </Button>
        </>
      }
    >
      <p>{t('teacher.quiz.rescoreText')}</p>
    </Dialog>
  );
}
