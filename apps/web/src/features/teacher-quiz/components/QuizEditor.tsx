import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { EditorQuiz, QuizSettings } from '@dars/core/contract';
import { questionProblems } from '@dars/core/rules';
import { errorCodeOf } from '../../../shared/api/error-text.ts';
import { PageHeader, SaveStatus, useConsoleRole } from '../../../shared/console/index.ts';
import { useT } from '../../../shared/i18n/index.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { editorQuizKey, useImportQuiz, useReloadQuiz, useRescoreQuiz, useSaveQuiz } from '../api/quiz.ts';
import { blankQuestion, draftOf, withoutKeys, type DraftQuestion } from '../quiz-draft.ts';
import { QuestionCard } from './QuestionCard.tsx';
import { QuizImportCard } from './QuizImportCard.tsx';
import { QuizSettingsCard } from './QuizSettingsCard.tsx';
import { RescoreDialog } from './RescoreDialog.tsx';

/** A quiz's settings and questions; the teacher edits and saves, an assistant reads. */
export function QuizEditor({ quiz: initial }: { quiz: EditorQuiz }) {
  const t = useT();
  const queryClient = useQueryClient();
  const { canEdit } = useConsoleRole();
  const save = useSaveQuiz();
  const importer = useImportQuiz();
  const rescore = useRescoreQuiz();
  const reload = useReloadQuiz(initial.lessonId);
  const [quiz, setQuiz] = useState(initial);
  const [settings, setSettings] = useState<QuizSettings>(initial.settings);
  const [questions, setQuestions] = useState<DraftQuestion[]>(() => draftOf(initial));
  const [dirty, setDirty] = useState(false);
  const [rescoreOpen, setRescoreOpen] = useState(false);

  const invalid = questions.some((question) => questionProblems(question).length > 0);
  const busy = save.isPending || importer.isPending || rescore.isPending;
  const edit = (next: DraftQuestion[]) => {
    setQuestions(next);
    setDirty(true);
  };
  const adopt = (next: EditorQuiz) => {
    setQuiz(next);
    setSettings(next.settings);
    setQuestions(draftOf(next));
    setDirty(false);
    queryClient.setQueryData(editorQuizKey(next.lessonId), next);
  };
  const move = (index: number, offset: -1 | 1) => {
    const next = [...questions];
    const [item] = next.splice(index, 1);
    next.splice(index + offset, 0, item!);
    edit(next);
  };

  function runSave() {
    importer.reset();
    save.mutate(
      { lessonId: quiz.lessonId, version: quiz.version, settings, questions: withoutKeys(questions) },
      {
        onSuccess: (next) => {
          adopt(next);
          setRescoreOpen(next.rescoreSuggested);
        },
      },
    );
  }

  return (
    <section>
      <Link to={`/teacher/courses/${quiz.courseId}`} className="mb-3 inline-block text-primary-700 underline">
        {t('teacher.quiz.backToCourse', { course: quiz.courseName })}
      </Link>
      <PageHeader
        title={quiz.lessonName}
        hint={t('teacher.quiz.where', { course: quiz.courseName, unit: quiz.unitName })}
      />
      <p className="mb-4 rounded-xl bg-sky-50 p-3 text-sky-900">
        {t('teacher.quiz.taken', { count: quiz.submissionCount })}
      </p>
      <div className="space-y-5">
        <fieldset disabled={!canEdit} className="min-w-0">
          <QuizSettingsCard
            settings={settings}
            onChange={(patch) => {
              setSettings({ ...settings, ...patch });
              setDirty(true);
            }}
          />
        </fieldset>
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
                canEdit={canEdit}
                onChange={(next) => edit(questions.map((q, i) => (i === index ? next : q)))}
                onMove={(offset) => move(index, offset)}
                onDelete={() => edit(questions.filter((_q, i) => i !== index))}
              />
            ))}
          </ol>
          {canEdit && (
            <div className="mt-4 flex flex-wrap gap-2">
              <Button variant="outline" onClick={() => edit([...questions, blankQuestion('MultipleChoice')])}>
                + {t('teacher.quiz.addMultipleChoice')}
              </Button>
              <Button variant="outline" onClick={() => edit([...questions, blankQuestion('TrueFalse')])}>
                + {t('teacher.quiz.addTrueFalse')}
              </Button>
            </div>
          )}
        </div>

        {canEdit && (
          <div
            className="sticky bottom-20 z-10 flex flex-wrap items-center gap-3 rounded-2xl bg-white p-3 shadow-md lg:bottom-2"
            data-testid="quiz-save-bar"
          >
            <Button onClick={runSave} loading={save.isPending} disabled={invalid || busy}>
              {t('teacher.quiz.save')}
            </Button>
            {invalid && <span className="text-sm text-amber-800">{t('teacher.quiz.fixFirst')}</span>}
            {!invalid && dirty && <span className="text-sm text-gray-700">{t('teacher.quiz.unsaved')}</span>}
            {!dirty && (
              <SaveStatus
                state={save.isIdle ? rescore : save}
                fallback="teacher.quiz.saveFailed"
                success={
                  save.isIdle && rescore.data
                    ? t('teacher.quiz.rescored', rescore.data)
                    : t('teacher.quiz.saved')
                }
                extra={
                  errorCodeOf(save.error) === 'stale_version' && (
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => void reload().then(adopt).then(save.reset)}
                    >
                      {t('teacher.quiz.reload')}
                    </Button>
                  )
                }
              />
            )}
          </div>
        )}

        {canEdit && (
          <QuizImportCard
            importer={importer}
            dirty={dirty}
            busy={busy}
            onImport={(file) => {
              save.reset();
              importer.mutate({ lessonId: quiz.lessonId, version: quiz.version, file }, { onSuccess: adopt });
            }}
          />
        )}
      </div>

      <RescoreDialog
        open={rescoreOpen}
        state={rescore}
        onClose={() => setRescoreOpen(false)}
        onRescore={() => {
          save.reset();
          rescore.mutate(
            { lessonId: quiz.lessonId, version: quiz.version },
            { onSettled: () => setRescoreOpen(false) },
          );
        }}
      />
    </section>
  );
}
