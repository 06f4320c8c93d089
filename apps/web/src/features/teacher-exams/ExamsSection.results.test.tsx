import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ExamResults } from '@dars/core/contract';
import ExamsSection from './ExamsSection.tsx';
import { bodyOf, mockConsoleApi, renderConsole, signInAs } from '../../test/console.tsx';
import { pathOf } from '../../test/fetch-mock.ts';
import { reloadSession } from '../../shared/auth/session.ts';
import { COURSE, bankList, course, exam } from './exams-test-fixtures.ts';

beforeEach(() => {
  reloadSession();
  signInAs('Admin');
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const results: ExamResults = {
  lessonId: 41,
  attempts: 2,
  distribution: [0, 0, 0, 0, 0, 1, 0, 0, 0, 1],
  medianScore: 75,
  questions: [
    {
      id: 1,
      text: 'سؤال 1',
      broken: false,
      shown: 2,
      percentCorrect: 50,
      commonWrong: { index: 2, text: 'ج1', count: 1 },
      discrimination: 1,
      medianSeconds: 12,
    },
  ],
  students: [
    {
      attemptId: 90,
      userId: 'u1',
      name: 'أحمد محمد',
      attemptNumber: 1,
      score: 50,
      submittedAt: '2026-03-06T18:10:00.000Z',
      submittedBy: 'deadline',
      seconds: 300,
      tabSwitches: 2,
    },
  ],
};

describe('the results', () => {
  it('shows the distribution and each question’s figures, re-scores a broken question, and opens a timeline', async () => {
    const { calls } = mockConsoleApi({
      'GET /api/teacher/exams/41': exam,
      'GET /api/teacher/exams/41/results': results,
      'PUT /api/teacher/bank/1/broken': { rescoredAttempts: 2 },
      'GET /api/teacher/exam-attempts/90/timeline': {
        attemptId: 90,
        name: 'أحمد محمد',
        startedAt: '2026-03-06T18:05:00.000Z',
        deadlineAt: '2026-03-06T18:10:00.000Z',
        submittedAt: '2026-03-06T18:10:00.000Z',
        events: [
          { at: '2026-03-06T18:05:12.000Z', kind: 'answered', questionId: 1, chosen: 2, correct: false },
          { at: '2026-03-06T18:06:00.000Z', kind: 'hidden', questionId: null, chosen: null, correct: null },
          {
            at: '2026-03-06T18:10:00.000Z',
            kind: 'submitted',
            questionId: null,
            chosen: null,
            correct: null,
          },
        ],
      },
    });
    renderConsole(<ExamsSection />, '/teacher/exams/lesson/41?tab=results', '/teacher/exams/*');
    const user = userEvent.setup();
    const figures = await screen.findByTestId('question-figures');
    expect(figures).toHaveTextContent('50%');
    expect(figures).toHaveTextContent('ج1 (1)');
    expect(figures).toHaveTextContent('1.00');
    expect(screen.getByTestId('distribution').children).toHaveLength(10);
    expect(screen.getByText('المحاولات المسلَّمة: 2 · الوسيط: 75%')).toBeVisible();
    await user.click(within(figures).getByLabelText('لا يُحتسب'));
    expect(await screen.findByText('أعيد تصحيح المحاولات: 2')).toBeVisible();
    expect(bodyOf(calls.find((call) => pathOf(call) === '/api/teacher/bank/1/broken')!)).toEqual({
      broken: true,
    });
    const students = screen.getByTestId('exam-students');
    expect(students).toHaveTextContent('سلّمه الموقع عند انتهاء الوقت');
    await user.click(within(students).getByRole('button', { name: 'تفاصيل المحاولة' }));
    const timeline = await screen.findByTestId('timeline');
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/أجاب.*الاختيار 3.*خاطئة/),
      expect.stringMatching(/غادر صفحة الامتحان/),
      expect.stringMatching(/سُلِّم/),
    ]);
  });
});

describe('the honour board', () => {
  it('lists the top students by the names they chose and shows the course’s board on the home page', async () => {
    const board = {
      courseId: COURSE,
      lessonId: null,
      onHome: false,
      entries: [
        { rank: 1, name: 'سارة أحمد', score: 100, seconds: 200 },
        { rank: 2, name: 'م. ع.', score: 90, seconds: 250 },
      ],
    };
    const { calls } = mockConsoleApi({
      [`GET /api/teacher/courses/${COURSE}`]: course,
      [`GET /api/teacher/courses/${COURSE}/bank`]: bankList,
      [`GET /api/teacher/courses/${COURSE}/honour-board`]: board,
      [`PUT /api/teacher/courses/${COURSE}/honour-board`]: { ...board, onHome: true },
    });
    renderConsole(<ExamsSection />, `/teacher/exams/course/${COURSE}`, '/teacher/exams/*');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'الأوائل' }));
    const list = await screen.findByTestId('honour-board');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1سارة أحمد100%', '2م. ع.90%']);
    await user.click(screen.getByLabelText('اعرض أوائل هذه الدورة في الصفحة الرئيسية'));
    expect(await screen.findByText('تم الحفظ')).toBeVisible();
    expect(bodyOf(calls.find((call) => call.method === 'PUT')!)).toEqual({ onHome: true });
  });
});
