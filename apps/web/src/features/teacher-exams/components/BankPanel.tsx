import { useDeferredValue, useState } from 'react';
import { QueryState, useConsoleRole } from '../../../shared/console/index.ts';
import { useT } from '../../../shared/i18n/index.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { EmptyState } from '../../../shared/ui/EmptyState.tsx';
import { useBank, type BankFilters as Filters, type BankQuestion } from '../api/bank.ts';
import { BankExport } from './BankExport.tsx';
import { BankFilters } from './BankFilters.tsx';
import { BankImportCard } from './BankImportCard.tsx';
import { BankQuestionRow } from './BankQuestionRow.tsx';
import { QuestionDialog } from './QuestionDialog.tsx';

/** A course's question bank: search and filters, add and edit, import and export. */
export function BankPanel({ courseId }: { courseId: string }) {
  const t = useT();
  const { canEdit } = useConsoleRole();
  const [filters, setFilters] = useState<Filters>({});
  // the search is sent once typing pauses (React defers it), the filters at once
  const deferred = useDeferredValue(filters);
  const query = useBank(courseId, deferred);
  const [editing, setEditing] = useState<BankQuestion | 'new' | null>(null);
  return (
    <div className="mt-4 space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        {canEdit && <Button onClick={() => setEditing('new')}>{t('teacher.exams.bank.add')}</Button>}
        <BankExport courseId={courseId} />
      </div>
      {canEdit && <BankImportCard courseId={courseId} />}
      <BankFilters
        filters={filters}
        onChange={setFilters}
        units={query.data?.units ?? []}
        topics={query.data?.topics ?? []}
      />
      <QueryState
        query={query}
        isEmpty={(data) => data.questions.length === 0}
        empty={<EmptyState title={t('teacher.exams.bank.empty')} />}
      >
        {(data) => (
          <>
            <p role="status" className="text-sm text-gray-700">
              {t('teacher.exams.bank.count', { count: data.questions.length })}
            </p>
            <ul className="grid gap-3" data-testid="bank-questions">
              {data.questions.map((question) => (
                <BankQuestionRow
                  key={question.id}
                  question={question}
                  canEdit={canEdit}
                  onEdit={() => setEditing(question)}
                />
              ))}
            </ul>
          </>
        )}
      </QueryState>
      {editing !== null && (
        <QuestionDialog
          courseId={courseId}
          question={editing === 'new' ? null : editing}
          units={query.data?.units ?? []}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}
