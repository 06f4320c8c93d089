import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Route, Routes, useParams } from 'react-router';
import type { EditorQuiz, QuizSettings } from '@dars/core/contract';
import {
  questionProblems,
  quizTemplateCsv,
  trueFalseAnswers,
  QUIZ_EDITOR_LIMITS,
  type EditorQuestion,
} from '@dars/core/rules';
import { ApiError } from '../../shared/api/api-error.ts';
import { errorCodeOf, errorTextId } from '../../shared/api/error-text.ts';
import { callTeacher, teacherQueryKey } from '../../shared/api/teacher-client.ts';
import { PageHeader, QueryState, TextAreaField, useConsoleRole } from '../../shared/console/index.ts';
import { useT, type MessageId } from '../../shared/i18n/index.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { Dialog } from '../../shared/ui/Dialog.tsx';
import { FormMessage, SelectField, TextField } from '../../shared/ui/fields.tsx';
import { EmptyState } from '../../shared/ui/EmptyState.tsx';
import { importQuizFile, useEditorQuiz } from './api/quiz.ts';
import './messages.ts';

type DraftQuestion = EditorQuestion & { id?: number; key: string };

let draftKeys = 0;
const nextKey = () => `q${++draftKeys}`;

const blankQuestion = (type: EditorQuestion['type']): DraftQuestion => ({
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

const draftOf = (quiz: EditorQuiz): DraftQuestion[] =>
  quiz.questions.map((question) => ({ ...question, key: nextKey() }));

function downloadTemplate() {
  const url = URL.createObjectURL(new Blob([quizTemplateCsv()], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'quiz-template.csv';
  link.click();
  URL.revokeObjectURL(url);
}

/** The catalogue text of a rule's problem code (`text_empty` → `teacher.quiz.problem.textEmpty`). */
const problemText = (problem: string) =>
  `teacher.quiz.problem.${problem.replace(/_([a-z])/g, (_m, letter: string) => letter.toUpperCase())}` as MessageId;

interface RowError {
  row: number;
  problems: string[];
}

function importRowsOf(error: unknown): RowError[] {
  if (!(error instanceof ApiError) || !error.body || typeof error.body !== 'object') return [];
  const rows = (error.body as { rows?: unknown }).rows;
  return Array.isArray(rows) ? (rows as RowError[]) : [];
}

function QuestionCard({
  question,
  index,
  count,
  onChange,
  onMove,
  onDelete,
}: {
  question: DraftQuestion;
  index: number;
  count: number;
  onChange(next: DraftQuestion): void;
  onMove(offset: -1 | 1): void;
  onDelete(): void;
}) {
  const t = useT();
  const number = index + 1;
  const problems = questionProblems(question);
  const setAnswer = (at: number, text: string) =>
    onChange({ ...question, answers: question.answers.map((a, i) => (i === at ? { ...a, text } : a)) });
  const markCorrect = (at: number) =>
    onChange({ ...question, answers: question.answers.map((a, i) => ({ ...a, isCorrect: i === at })) });
  const setType = (type: EditorQuestion['type']) =>
    onChange({
      ...question,
      type,
      answers: type === 'TrueFalse' ? trueFalseAnswers(0) : blankQuestion('MultipleChoice').answers,
    });

  return (
    <li
      className={`rounded-2xl bg-white p-4 shadow-sm ${problems.length ? 'ring-2 ring-amber-500' : ''}`}
      data-testid="quiz-question"
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-lg font-bold text-gray-900">{t('teacher.quiz.question', { number })}</h3>
        <div className="flex gap-1">
          <Button
            variant="outline"
            size="sm"
            disabled={index === 0}
            onClick={() => onMove(-1)}
            aria-label={t('teacher.quiz.moveUp', { number })}
          >
            ↑
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={index === count - 1}
            onClick={() => onMove(1)}
            aria-label={t('teacher.quiz.moveDown', { number })}
          >
            ↓
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={onDelete}
            aria-label={t('teacher.quiz.deleteQuestion', { number })}
          >
            {t('teacher.delete')}
          </Button>
        </div>
      </div>
      <div className="grid gap-3">
        <SelectField
          label={t('teacher.quiz.type')}
          value={question.type}
          onChange={(event) => setType(event.target.value as EditorQuestion['type'])}
        >
          <option value="MultipleChoice">{t('teacher.quiz.type.MultipleChoice')}</option>
          <option value="TrueFalse">{t('teacher.quiz.type.TrueFalse')}</option>
        </SelectField>
        <TextAreaField
          label={t('teacher.quiz.questionText')}
          value={question.text}
          rows={2}
          maxLength={QUIZ_EDITOR_LIMITS.questionText}
          onChange={(event) => onChange({ ...question, text: event.target.value })}
        />
        <fieldset>
          <legend className="mb-1 font-semibold text-gray-800">{t('teacher.quiz.options')}</legend>
          <ol className="space-y-2">
            {question.answers.map((answer, at) => (
              <li key={at} className="flex items-center gap-2">
                <input
                  type="radio"
                  name={`correct-${question.key}`}
                  className="h-5 w-5 shrink-0 accent-primary-700"
                  checked={answer.isCorrect}
                  onChange={() => markCorrect(at)}
                  aria-label={`${t('teacher.quiz.correct')}: ${t('teacher.quiz.option', { number: at + 1 })}`}
                />
                {question.type === 'TrueFalse' ? (
                  <span className="py-2">{answer.text}</span>
                ) : (
                  <>
                    <input
                      className="min-w-0 flex-1 rounded-lg border border-gray-400 bg-white px-3 py-2 text-gray-900"
                      value={answer.text}
                      maxLength={QUIZ_EDITOR_LIMITS.answerText}
                      aria-label={t('teacher.quiz.option', { number: at + 1 })}
                      onChange={(event) => setAnswer(at, event.target.value)}
                    />
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={question.answers.length <= QUIZ_EDITOR_LIMITS.answersMin}
                      onClick={() =>
                        onChange({ ...question, answers: question.answers.filter((_a, i) => i !== at) })
                      }
                      aria-label={t('teacher.quiz.removeOption', { number: at + 1 })}
                    >
                      ×
                    </Button>
                  </>
                )}
              </li>
            ))}
          </ol>
          {question.type === 'MultipleChoice' && question.answers.length < QUIZ_EDITOR_LIMITS.answersMax && (
            <Button
              variant="outline"
              size="sm"
              className="mt-2"
              onClick={() =>
                onChange({ ...question, answers: [...question.answers, { text: '', isCorrect: false }] })
              }
            >
              {t('teacher.quiz.addOption')}
            </Button>
          )}
        </fieldset>
        <TextAreaField
          label={t('teacher.quiz.explanation')}
          value={question.explanation ?? ''}
          rows={2}
          maxLength={QUIZ_EDITOR_LIMITS.explanation}
          onChange={(event) => onChange({ ...question, explanation: event.target.value || null })}
        />
        {problems.length > 0 && (
          <ul className="text-sm font-semibold text-amber-800">
            {problems.map((problem) => (
              <li key={problem}>{t(problemText(problem))}</li>
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}

function Editor({ quiz }: { quiz: EditorQuiz }) {
  const t = useT();
  const queryClient = useQueryClient();
  const { canEdit } = useConsoleRole();
  const [settings, setSettings] = useState<QuizSettings>(quiz.settings);
  const [questions, setQuestions] = useState<DraftQuestion[]>(() => draftOf(quiz));
  const [version, setVersion] = useState(quiz.version);
  const [submissions, setSubmissions] = useState(quiz.submissionCount);
  const [dirty, setDirty] = useState(false);
  const [busy, setBusy] = useState<'save' | 'import' | 'rescore' | null>(null);
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string; reload?: boolean } | null>(
    null,
  );
  const [rescoreOpen, setRescoreOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [rowErrors, setRowErrors] = useState<RowError[]>([]);

  const invalid = questions.some((question) => questionProblems(question).length > 0);
  const edit = (next: DraftQuestion[]) => {
    setQuestions(next);
    setDirty(true);
  };
  const editSettings = (next: Partial<QuizSettings>) => {
    setSettings({ ...settings, ...next });
    setDirty(true);
  };
  const adopt = (next: EditorQuiz) => {
    setSettings(next.settings);
    setQuestions(draftOf(next));
    setVersion(next.version);
    setSubmissions(next.submissionCount);
    setDirty(false);
    queryClient.setQueryData(teacherQueryKey('teacherQuizGet', { lessonId: quiz.lessonId }), next);
  };
  const failure = (error: unknown, fallback: MessageId) =>
    setNotice({
      kind: 'error',
      text: t(errorTextId(error, { fallback })),
      reload: errorCodeOf(error) === 'stale_version',
    });

  async function save() {
    setBusy('save');
    setNotice(null);
    try {
      const answer = await callTeacher('teacherQuizSave', {
        lessonId: quiz.lessonId,
        version,
        settings,
        questions: questions.map(({ key: _key, ...question }) => question),
      });
      if (answer.data) {
        adopt(answer.data);
        setRescoreOpen(answer.data.rescoreSuggested);
      }
      setNotice({ kind: 'success', text: t('teacher.quiz.saved') });
    } catch (error) {
      failure(error, 'teacher.quiz.saveFailed');
    } finally {
      setBusy(null);
    }
  }

  async function rescore() {
    setBusy('rescore');
    try {
      const answer = await callTeacher('teacherQuizRescore', { lessonId: quiz.lessonId, version });
      if (answer.data) setNotice({ kind: 'success', text: t('teacher.quiz.rescored', answer.data) });
    } catch (error) {
      failure(error, 'teacher.quiz.rescoreFailed');
    } finally {
      setBusy(null);
      setRescoreOpen(false);
    }
  }

  async function runImport() {
    if (!file) return;
    setBusy('import');
    setNotice(null);
    setRowErrors([]);
    try {
      const answer = await importQuizFile(quiz.lessonId, version, file);
      if (answer.data) {
        adopt(answer.data);
        setNotice({ kind: 'success', text: t('teacher.quiz.imported', { count: answer.data.imported }) });
      }
    } catch (error) {
      setRowErrors(importRowsOf(error));
      failure(error, 'teacher.quiz.importFailed');
    } finally {
      setBusy(null);
    }
  }

  async function reload() {
    const fresh = await queryClient.fetchQuery({
      queryKey: teacherQueryKey('teacherQuizGet', { lessonId: quiz.lessonId }),
      queryFn: () => callTeacher('teacherQuizGet', { lessonId: quiz.lessonId }).then((a) => a.data!),
      staleTime: 0,
    });
    adopt(fresh);
    setNotice(null);
  }

  const move = (index: number, offset: -1 | 1) => {
    const next = [...questions];
    const [item] = next.splice(index, 1);
    next.splice(index + offset, 0, item!);
    edit(next);
  };

  return (
    <section>
      <PageHeader
        title={quiz.lessonName}
        hint={t('teacher.quiz.where', { course: quiz.courseName, unit: quiz.unitName })}
      />
      <p className="mb-4 rounded-xl bg-sky-50 p-3 text-sky-900">
        {t('teacher.quiz.taken', { count: submissions })}
      </p>
      {notice && (
        <div className="mb-4" aria-live="polite">
          <FormMessage kind={notice.kind}>
            {notice.text}{' '}
            {notice.reload && (
              <Button variant="outline" size="sm" onClick={() => void reload()}>
                {t('teacher.quiz.reload')}
              </Button>
            )}
          </FormMessage>
          {rowErrors.length > 0 && (
            <div className="mt-2 rounded-xl bg-red-50 p-3 text-red-900" data-testid="import-errors">
              <p className="font-semibold">{t('teacher.quiz.importRows')}</p>
              <ul className="mt-1 list-disc ps-5">
                {rowErrors.map((row) => (
                  <li key={row.row}>
                    {t('teacher.quiz.importRow', { row: row.row })}{' '}
                    {row.problems.map((p) => t(problemText(p))).join('، ')}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      )}
      <fieldset disabled={!canEdit} className="space-y-5">
        <div className="rounded-2xl bg-white p-4 shadow-sm">
          <h2 className="mb-3 text-lg font-bold">{t('teacher.quiz.settings')}</h2>
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              type="number"
              min={0}
              max={100}
              label={t('teacher.quiz.passDegree')}
              value={settings.passDegree}
              onChange={(event) =>
                editSettings({
                  passDegree: Math.min(100, Math.max(0, Math.round(Number(event.target.value)))),
                })
              }
            />
            <TextField
              type="number"
              min={1}
              max={QUIZ_EDITOR_LIMITS.timeLimitMaxMinutes}
              label={t('teacher.quiz.timeLimit')}
              hint={t('teacher.quiz.timeLimitHint')}
              value={settings.timeLimitMinutes ?? ''}
              onChange={(event) =>
                editSettings({
                  timeLimitMinutes: event.target.value
                    ? Math.min(
                        QUIZ_EDITOR_LIMITS.timeLimitMaxMinutes,
                        Math.max(1, Math.round(Number(event.target.value))),
                      )
                    : null,
                })
              }
            />
          </div>
          <div className="mt-3 grid gap-2">
            {(['isRetake', 'isScoreDisplayed', 'isAnswerDisplayed'] as const).map((name) => (
              <label key={name} className="flex items-center gap-2">
                <input
                  type="checkbox"
                  className="h-5 w-5 accent-primary-700"
                  checked={settings[name]}
                  onChange={(event) => editSettings({ [name]: event.target.checked })}
                />
                {t(`teacher.quiz.${name}`)}
              </label>
            ))}
          </div>
        </div>

        <div>
          <h2 className="mb-3 text-lg font-bold">{t('teacher.quiz.questions')}</h2>
          {questions.length === 0 && <p className="mb-3 text-gray-600">{t('teacher.quiz.noQuestions')}</p>}
          <ol className="space-y-4">
            {questions.map((question, index) => (
              <QuestionCard
                key={question.key}
                question={question}
                index={index}
                count={questions.length}
                onChange={(next) => edit(questions.map((q, i) => (i === index ? next : q)))}
                onMove={(offset) => move(index, offset)}
                onDelete={() => edit(questions.filter((_q, i) => i !== index))}
              />
            ))}
          </ol>
          <div className="mt-4 flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => edit([...questions, blankQuestion('MultipleChoice')])}>
              + {t('teacher.quiz.addMultipleChoice')}
            </Button>
            <Button variant="outline" onClick={() => edit([...questions, blankQuestion('TrueFalse')])}>
              + {t('teacher.quiz.addTrueFalse')}
            </Button>
          </div>
        </div>

        <div className="sticky bottom-20 z-10 flex flex-wrap items-center gap-3 rounded-2xl bg-white p-3 shadow-md lg:bottom-2">
          <Button onClick={() => void save()} loading={busy === 'save'} disabled={invalid || busy !== null}>
            {t('teacher.quiz.save')}
          </Button>
          {invalid && <span className="text-sm text-amber-800">{t('teacher.quiz.fixFirst')}</span>}
          {!invalid && dirty && <span className="text-sm text-gray-700">{t('teacher.quiz.unsaved')}</span>}
        </div>

        <div className="rounded-2xl bg-white p-4 shadow-sm">
          <h2 className="text-lg font-bold">{t('teacher.quiz.import')}</h2>
          <p className="mb-3 text-gray-600">{t('teacher.quiz.importHint')}</p>
          <div className="flex flex-wrap items-end gap-3">
            <label className="grid gap-1">
              <span className="font-semibold text-gray-800">{t('teacher.quiz.importFile')}</span>
              <input
                type="file"
                accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                onChange={(event) => setFile(event.target.files?.[0] ?? null)}
              />
            </label>
            <Button
              onClick={() => void runImport()}
              loading={busy === 'import'}
              disabled={!file || dirty || busy !== null}
            >
              {t('teacher.quiz.importButton')}
            </Button>
            <Button variant="outline" onClick={downloadTemplate}>
              {t('teacher.quiz.template')}
            </Button>
          </div>
          {dirty && <p className="mt-2 text-sm text-amber-800">{t('teacher.quiz.importSaveFirst')}</p>}
        </div>
      </fieldset>

      <Dialog
        open={rescoreOpen}
        onClose={() => setRescoreOpen(false)}
        title={t('teacher.quiz.rescoreTitle')}
        actions={
          <>
            <Button onClick={() => void rescore()} loading={busy === 'rescore'}>
              {t('teacher.quiz.rescore')}
            </Button>
            <Button variant="outline" onClick={() => setRescoreOpen(false)}>
              {t('teacher.quiz.keepScores')}
            </Button>
          </>
        }
      >
        <p>{t('teacher.quiz.rescoreText')}</p>
      </Dialog>
    </section>
  );
}

function QuizEditorRoute() {
  const t = useT();
  const lessonId = Number(useParams().lessonId);
  const valid = Number.isInteger(lessonId) && lessonId > 0;
  const query = useEditorQuiz(valid ? lessonId : 0);
  if (!valid) return <EmptyState title={t('teacher.loadFailed')} />;
  return <QueryState query={query}>{(quiz) => <Editor key={quiz.lessonId} quiz={quiz} />}</QueryState>;
}

function NoQuiz() {
  const t = useT();
  return <EmptyState title={t('teacher.loadFailed')} />;
}

/** The quiz editor at /teacher/quizzes/:lessonId, opened from a quiz lesson. */
export default function QuizEditorPage() {
  return (
    <Routes>
      <Route path=":lessonId" element={<QuizEditorRoute />} />
      <Route path="*" element={<NoQuiz />} />
    </Routes>
  );
}
