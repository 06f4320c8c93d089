import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EditorQuiz } from '@dars/core/contract';
import QuizEditorPage from './QuizEditorPage.tsx';
import { bodyOf, mockConsoleApi, renderConsole, signInAs } from '../../test/console.tsx';
import { reloadSession } from '../../shared/auth/session.ts';

const COURSE_ID = '22222222-2222-4222-8222-222222222222';
const quiz: EditorQuiz = {
  lessonId: 7,
  lessonName: 'اختبار الوحدة الأولى',
  courseId: COURSE_ID,
  courseName: 'الأحياء',
  unitName: 'الخلية',
  version: 3,
  settings: {
    passDegree: 50,
    timeLimitMinutes: null,
    isRetake: true,
    isScoreDisplayed: true,
    isAnswerDisplayed: false,
  },
  questions: [
    {
      id: 1,
      text: 'ما وحدة بناء الكائن الحي؟',
      type: 'MultipleChoice',
      explanation: null,
      answers: [
        { text: 'الخلية', isCorrect: true },
        { text: 'الذرة', isCorrect: false },
      ],
    },
  ],
  submissionCount: 0,
};

const open = () => renderConsole(<QuizEditorPage />, '/teacher/quizzes/7', '/teacher/quizzes/*');

beforeEach(() => reloadSession());
afterEach(() => vi.unstubAllGlobals());

describe('the quiz editor', () => {
  it('saves the edited questions with the version it loaded and confirms in the sticky bar beside the button', async () => {
    signInAs('Admin');
    const { calls } = mockConsoleApi({
      'GET /api/teacher/quizzes/7': quiz,
      'PUT /api/teacher/quizzes/7': (call: { body: unknown }) => ({
        ...quiz,
        ...bodyOf(call as never),
        version: 4,
        rescoreSuggested: false,
      }),
    });
    open();
    const user = userEvent.setup();
    const text = await screen.findByLabelText('نص السؤال');
    await user.clear(text);
    await user.type(text, 'ما أصغر وحدة حية؟');
    const bar = screen.getByTestId('quiz-save-bar');
    await user.click(within(bar).getByRole('button', { name: 'حفظ الاختبار' }));

    expect(await within(bar).findByText('تم حفظ الاختبار')).toBeVisible();
    const save = calls.find((call) => call.method === 'PUT')!;
    expect(bodyOf(save)).toMatchObject({
      version: 3,
      questions: [{ id: 1, text: 'ما أصغر وحدة حية؟', answers: quiz.questions[0]!.answers }],
    });
  });

  it('shows a stale-version error in the sticky bar with a way to reload', async () => {
    signInAs('Admin');
    mockConsoleApi({
      'GET /api/teacher/quizzes/7': quiz,
      'PUT /api/teacher/quizzes/7': () =>
        new Response(JSON.stringify({ success: false, message: 'stale', code: 'stale_version' }), {
          status: 409,
          headers: { 'content-type': 'application/json' },
        }),
    });
    open();
    const user = userEvent.setup();
    await screen.findByLabelText('نص السؤال');
    const bar = screen.getByTestId('quiz-save-bar');
    await user.click(within(bar).getByRole('button', { name: 'حفظ الاختبار' }));
    expect(await within(bar).findByRole('button', { name: /تحميل/ })).toBeVisible();
  });

  it('a question without text names its problem and the quiz cannot be saved', async () => {
    signInAs('Admin');
    const { calls } = mockConsoleApi({ 'GET /api/teacher/quizzes/7': quiz });
    open();
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText('نص السؤال'));
    expect(screen.getByTestId('quiz-question')).toHaveTextContent('اكتب نص السؤال');
    expect(screen.getByRole('button', { name: 'حفظ الاختبار' })).toBeDisabled();
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('an assistant reads the questions with no control that changes them, and can go back to the course', async () => {
    signInAs('Moderator');
    mockConsoleApi({ 'GET /api/teacher/quizzes/7': quiz });
    open();
    expect(await screen.findByLabelText('نص السؤال')).toBeDisabled();
    expect(screen.getByLabelText('نص السؤال')).toHaveValue('ما وحدة بناء الكائن الحي؟');
    expect(screen.queryByRole('button', { name: 'حفظ الاختبار' })).toBeNull();
    expect(screen.queryByRole('button', { name: /سؤال اختيار من متعدد/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'حذف السؤال 1' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^استيراد$/ })).toBeNull();
    expect(screen.getByRole('link', { name: /العودة إلى «الأحياء»/ })).toHaveAttribute(
      'href',
      `/teacher/courses/${COURSE_ID}`,
    );
  });
});
