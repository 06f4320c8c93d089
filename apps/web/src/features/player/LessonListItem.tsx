import { useT } from '../../shared/i18n/index.ts';
import { CheckIcon, LockIcon, QuizIcon, VideoIcon } from './icons.tsx';

export interface LessonListItemProps {
  name: string;
  type: 'Video' | 'Quiz' | 'Exam';
  done: boolean;
  locked: boolean;
  selected: boolean;
  onSelect(): void;
}

/** One lesson in a player drawer: name, type, done mark ('completed' / 'submitted'), locked tag. */
export function LessonListItem({ name, type, done, locked, selected, onSelect }: LessonListItemProps) {
  const t = useT();
  const isQuiz = type !== 'Video';
  return (
    <li>
      <button
        type="button"
        onClick={onSelect}
        disabled={locked}
        data-closes-drawer
        aria-current={selected ? 'true' : undefined}
        className={`flex min-h-12 w-full items-center gap-3 rounded-lg px-3 py-2 text-start focus-visible:outline-3 focus-visible:outline-secondary disabled:cursor-not-allowed disabled:opacity-60 ${
          selected ? 'bg-primary-50 ring-2 ring-primary-600' : 'hover:bg-gray-100'
        }`}
      >
        <span className={`shrink-0 ${isQuiz ? 'text-secondary' : 'text-primary-700'}`}>
          {isQuiz ? <QuizIcon className="size-5" /> : <VideoIcon className="size-5" />}
        </span>
        <span className="min-w-0 flex-1">
          <span dir="auto" className="block truncate text-start font-medium text-gray-900">
            {name}
          </span>
          <span className="flex flex-wrap items-center gap-2 text-xs text-gray-600">
            <span>{t(`common.lessonType.${type}`)}</span>
            {locked && (
              <span className="inline-flex items-center gap-1 rounded bg-gray-200 px-1.5 text-gray-700">
                <LockIcon className="size-3" />
                {t('common.lesson.locked')}
              </span>
            )}
            {done && (
              <span className="inline-flex items-center gap-1 rounded bg-green-100 px-1.5 font-semibold text-green-800">
                <CheckIcon className="size-3" />
                {t(isQuiz ? 'common.lesson.submitted' : 'common.lesson.completed')}
              </span>
            )}
          </span>
        </span>
      </button>
    </li>
  );
}
