import type { EditorQuiz } from '@dars/core/contract';
import { trueFalseAnswers, type EditorQuestion } from '@dars/core/rules';
import { downloadTeacherFile } from '../../shared/api/download.ts';
import type { MessageId } from '../../shared/i18n/index.ts';

/** A question being edited; `key` tells React which card is which while they move. */
export type DraftQuestion = EditorQuestion & { id?: number; key: string };

let draftKeys = 0;
const nextKey = () => `q${++draftKeys}`;

export const blankQuestion = (type: EditorQuestion['type']): DraftQuestion => ({
  key: nextKey(),
  text: '',
  type,
  explanation: null,
  answers:
    type === 'TrueFalse'
      ? trueFalseAnswers(0)
      : [
          { text: '', isCorrect: true },
          { text: '', isCorrect: false },
        ],
});

export const draftOf = (quiz: EditorQuiz): DraftQuestion[] =>
  quiz.questions.map((question) => ({ ...question, key: nextKey() }));

export const withoutKeys = (questions: DraftQuestion[]): EditorQuestion[] =>
  questions.map(({ key: _key, ...question }) => question);

/** The catalogue text of a rule's problem code (`text_empty` → `teacher.quiz.problem.textEmpty`). */
export const problemText = (problem: string) =>
  `teacher.quiz.problem.${problem.replace(/_([a-z])/g, (_m, letter: string) => letter.toUpperCase())}` as MessageId;

export { importRowsOf, type RowError } from '../../shared/api/import-rows.ts';

/** Downloads the import's template (made by the server, like every CSV the product writes). */
export function downloadTemplate() {
  return downloadTeacherFile('teacherQuizTemplate', {}, 'quiz-template.csv');
}
