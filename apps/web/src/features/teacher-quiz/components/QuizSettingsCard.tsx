import type { QuizSettings } from '@dars/core/contract';
import { QUIZ_EDITOR_LIMITS } from '@dars/core/rules';
import { useT } from '../../../shared/i18n/index.ts';
import { TextField } from '../../../shared/ui/fields.tsx';

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, Math.round(value)));

/** The pass mark, the time limit and what the student may do and see. */
export function QuizSettingsCard({
  settings,
  onChange,
}: {
  settings: QuizSettings;
  onChange(patch: Partial<QuizSettings>): void;
}) {
  const t = useT();
  return (
    <div className="rounded-2xl bg-white p-4 shadow-sm">
      <h2 className="mb-3 text-lg font-bold">{t('teacher.quiz.settings')}</h2>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          type="number"
          min={0}
          max={100}
          label={t('teacher.quiz.passDegree')}
          value={settings.passDegree}
          onChange={(event) => onChange({ passDegree: clamp(Number(event.target.value), 0, 100) })}
        />
        <TextField
          type="number"
          min={1}
          max={QUIZ_EDITOR_LIMITS.timeLimitMaxMinutes}
          label={t('teacher.quiz.timeLimit')}
          hint={t('teacher.quiz.timeLimitHint')}
          value={settings.timeLimitMinutes ?? ''}
          onChange={(event) =>
            onChange({
              timeLimitMinutes: event.target.value
                ? clamp(Number(event.target.value), 1, QUIZ_EDITOR_LIMITS.timeLimitMaxMinutes)
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
              onChange={(event) => onChange({ [name]: event.target.checked })}
            />
            {t(`teacher.quiz.${name}`)}
          </label>
        ))}
      </div>
    </div>
  );
}
