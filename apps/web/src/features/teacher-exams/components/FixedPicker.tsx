import { matchesSearch } from '@dars/core/rules';
import { useState } from 'react';
import { useT } from '../../../shared/i18n/index.ts';
import { TextField } from '../../../shared/ui/fields.tsx';
import type { BankQuestion } from '../api/bank.ts';

/** A fixed list: the teacher ticks the bank's questions (searchable); every student gets them all, shuffled. */
export function FixedPicker({
  questions,
  chosen,
  onChange,
}: {
  questions: BankQuestion[];
  chosen: number[];
  onChange(ids: number[]): void;
}) {
  const t = useT();
  const [search, setSearch] = useState('');
  const picked = new Set(chosen);
  const shown = search
    ? questions.filter((q) => matchesSearch(search, [q.text, q.unit, q.topic]))
    : questions;
  const toggle = (id: number, on: boolean) => onChange(on ? [...chosen, id] : chosen.filter((x) => x !== id));
  return (
    <div className="space-y-2">
      <p className="font-semibold">{t('teacher.exams.builder.picked', { count: chosen.length })}</p>
      <TextField
        type="search"
        label={t('teacher.exams.bank.search')}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      <ul
        className="max-h-96 space-y-1 overflow-y-auto rounded-xl border border-gray-200 p-2"
        aria-label={t('teacher.exams.builder.pick')}
      >
        {shown.map((question) => (
          <li key={question.id}>
            <label className="flex min-h-11 items-start gap-2 rounded-lg p-1 hover:bg-gray-50">
              <input
                type="checkbox"
                className="mt-1 size-5 shrink-0"
                checked={picked.has(question.id)}
                onChange={(event) => toggle(question.id, event.target.checked)}
              />
              <span className="min-w-0 break-words" dir="auto">
                {question.text}
                <span className="ms-2 text-xs text-gray-600">
                  {[question.unit, t(`teacher.exams.difficulty.${question.difficulty}`)]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </span>
            </label>
          </li>
        ))}
      </ul>
    </div>
  );
}
