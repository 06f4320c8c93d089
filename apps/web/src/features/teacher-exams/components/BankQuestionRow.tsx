import { ConfirmDialog } from '../../../shared/console/index.ts';
import { useState } from 'react';
import { useT } from '../../../shared/i18n/index.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { resolveImage } from '../../../shared/ui/images.ts';
import { useDeleteQuestion, type BankQuestion } from '../api/bank.ts';

/** One bank question: text, picture, tags, its right answer; edit and delete for the teacher. */
export function BankQuestionRow({
  question,
  canEdit,
  onEdit,
}: {
  question: BankQuestion;
  canEdit: boolean;
  onEdit(): void;
}) {
  const t = useT();
  const remove = useDeleteQuestion();
  const [confirming, setConfirming] = useState(false);
  const right = question.options[question.correctIndex];
  return (
    <li
      className="flex flex-wrap items-start gap-3 rounded-2xl bg-white p-4 shadow-sm"
      data-testid="bank-question"
    >
      {question.imagePath && (
        <img
          src={resolveImage(question.imagePath)}
          alt=""
          className="h-16 w-16 shrink-0 rounded-lg object-cover"
        />
      )}
      <div className="min-w-0 flex-1 basis-48">
        <p dir="auto" className="font-semibold break-words text-gray-900">
          {question.text}
        </p>
        <p className="mt-1 text-sm text-gray-700">
          {t('teacher.exams.bank.rightOption', {
            option: right?.text || `${question.correctIndex + 1}`,
          })}
        </p>
        <p className="mt-1 flex flex-wrap gap-1 text-xs">
          {[question.unit, question.topic].filter(Boolean).map((tag) => (
            <span key={tag} dir="auto" className="rounded-full bg-gray-100 px-2 py-0.5 text-gray-800">
              {tag}
            </span>
          ))}
          <span className="rounded-full bg-primary-50 px-2 py-0.5 text-primary-900">
            {t(`teacher.exams.difficulty.${question.difficulty}`)}
          </span>
          {question.broken && (
            <span className="rounded-full bg-amber-100 px-2 py-0.5 text-amber-900">
              {t('teacher.exams.bank.broken')}
            </span>
          )}
        </p>
      </div>
      {canEdit && (
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="outline"
            onClick={onEdit}
            aria-label={`${t('teacher.edit')}: ${question.text}`}
          >
            {t('teacher.edit')}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setConfirming(true)}>
            {t('teacher.delete')}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('teacher.exams.bank.delete')}
        confirmLabel={t('teacher.delete')}
        state={remove}
        onConfirm={() => remove.mutate(question.id)}
      >
        <p>{t('teacher.exams.bank.deleteText')}</p>
      </ConfirmDialog>
    </li>
  );
}
