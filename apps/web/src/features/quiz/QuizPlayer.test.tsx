import type { QuizContent } from '@dars/core/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QuizPlayer } from './QuizPlayer.tsx';

const quiz: QuizContent = {
  id: 30,
  type: 'Quiz',
  lessonName: 'اختبار',
  questions: [
    {
      id: 1,
      text: 'سؤال أول',
      type: 'MultipleChoice',
      answers: [
        { id: 11, text: 'أ' },
        { id: 12, text: 'ب' },
      ],
    },
    {
      id: 2,
      text: 'سؤال ثان',
      type: 'TrueFalse',
      answers: [
        { id: 21, text: 'صح' },
        { id: 22, text: 'خطأ' },
      ],
    },
  ],
  isRetake: false,
  isScoreDisplayed: true,
  isAnswerDisplayed: true,
  passDegree: 70,
  quizScore: null,
  timeLimitMinutes: null,
  submission: null,
};

function respond(status: number, body: unknown) {
  return vi
    .fn()
    .mockResolvedValue(
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    );
}

async function answerBoth() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('radio', { name: 'ب' }));
  await user.click(screen.getByRole('button', { name: 'السؤال التالي' }));
  await user.click(screen.getByRole('radio', { name: 'صح' }));
  await user.click(screen.getByRole('button', { name: 'إرسال الإجابات' }));
  return user;
}

afterEach(() => vi.unstubAllGlobals());

describe('QuizPlayer', () => {
  it('shows one question at a time and submits the chosen answer indexes', async () => {
    const fetchMock = respond(200, {
      success: true,
      message: 'ok',
      data: {
        lessonId: 30,
        score: 50,
        notes: 'Correct answers: 1 out of 2',
        correctCount: 1,
        totalCount: 2,
        passed: false,
        correctAnswers: [1, 1],
      },
    });
    vi.stubGlobal('fetch', fetchMock);
    const onSubmitted = vi.fn();
    const onFinish = vi.fn();
    render(<QuizPlayer quiz={quiz} hasNextLesson onSubmitted={onSubmitted} onFinish={onFinish} />);

    expect(screen.getByText('السؤال 1 من 2')).toBeInTheDocument();
    expect(screen.queryByText('سؤال ثان')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'السؤال التالي' })).toBeDisabled();
    const user = await answerBoth();

    expect(await screen.findByText('درجتك: 50%')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0]! as [string, RequestInit];
    expect(url).toContain('/api/quizresult/submit');
    expect(JSON.parse(init.body as string)).toMatchObject({ lessonId: 30, answers: [1, 0] });
    expect(onSubmitted).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'عرض الإجابات الصحيحة' }));
    expect(screen.getAllByText(/الإجابة الصحيحة/)).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'إنهاء والانتقال للدرس التالي' }));
    expect(onFinish).toHaveBeenCalledTimes(1);
  });

  it.each([
    [
      401,
      { success: false, message: 'Authentication required.', data: null },
      'غير مصرح لك بإرسال نتيجة الاختبار',
    ],
    [
      409,
      {
        success: false,
        message: 'This quiz was already submitted.',
        data: null,
        code: 'quiz_already_submitted',
      },
      'تم إرسال هذا الاختبار من قبل',
    ],
    [
      400,
      { success: false, message: 'This quiz was already submitted.', data: null },
      'فشل إرسال نتيجة الاختبار',
    ],
    [500, { success: false, message: 'internal', data: null }, 'فشل إرسال نتيجة الاختبار'],
  ])('a %s on submit shows its message and does not complete the quiz', async (status, body, text) => {
    vi.stubGlobal('fetch', respond(status, body));
    const onFinish = vi.fn();
    render(<QuizPlayer quiz={quiz} hasNextLesson={false} onFinish={onFinish} />);
    await answerBoth();
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.queryByText('تم تسليم الاختبار')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إرسال الإجابات' })).toBeEnabled();
  });

  it('an empty quiz says there are no questions', () => {
    render(<QuizPlayer quiz={{ ...quiz, questions: [] }} hasNextLesson onFinish={vi.fn()} />);
    expect(screen.getByText('لا توجد أسئلة متاحة')).toBeInTheDocument();
  });

  it('an already-submitted quiz shows its stored score', () => {
    const submission = {
      score: 100,
      notes: 'Correct answers: 2 out of 2',
      answers: [1, 0],
      correctAnswers: [1, 0],
      correctCount: 2,
      totalCount: 2,
      passed: true,
      submittedAt: '2026-01-01T00:00:00.000Z',
    };
    render(
      <QuizPlayer quiz={{ ...quiz, submission, quizScore: 100 }} hasNextLesson={false} onFinish={vi.fn()} />,
    );
    expect(screen.getByText('درجتك: 100%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إنهاء الاختبار' })).toBeInTheDocument();
  });
});
