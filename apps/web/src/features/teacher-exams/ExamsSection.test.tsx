import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BankQuestion, ExamResults } from '@dars/core/contract';
import ExamsSection from './ExamsSection.tsx';
import { bodyOf, mockConsoleApi, renderConsole, signInAs } from '../../test/console.tsx';
import { json, pathOf, queryOf } from '../../test/fetch-mock.ts';
import { reloadSession } from '../../shared/auth/session.ts';

const COURSE = '5b7c2a40-0000-4000-8000-000000000001';
const question = (id: number, difficulty: BankQuestion['difficulty'], unit: string): BankQuestion => ({
  id,
  text: `سؤال ${id}`,
  imagePath: null,
  type: 'MultipleChoice',
  options: ['أ', 'ب', 'ج'].map((text) => ({ text: `${text}${id}`, imagePath: null })),
  correctIndex: 1,
  explanation: '',
  explanationImagePath: null,
  unit,
  topic: 'الخلية',
  difficulty,
  broken: false,
});
const BANK = [
  question(1, 'easy', 'الوحدة الأولى'),
  question(2, 'hard', 'الوحدة الأولى'),
  question(3, 'easy', 'الوحدة الثانية'),
];
const bankList = { questions: BANK, units: ['الوحدة الأولى', 'الوحدة الثانية'], topics: ['الخلية'] };
const course = {
  id: COURSE,
  courseName: 'أحياء ثالثة ثانوي',
  description: '',
  grade: 'Secondary3',
  term: 'First',
  price: 0,
  imagePath: null,
  active: true,
  isOpenToAll: false,
  archivedAt: null,
  version: 1,
  unitCount: 1,
  lessonCount: 1,
  enrolledCount: 0,
  units: [
    {
      id: 7,
      courseId: COURSE,
      unitName: 'الوحدة الأولى',
      subtitle: null,
      position: 1,
      active: true,
      version: 1,
      lessons: [
        {
          id: 41,
          unitId: 7,
          lessonName: 'امتحان الوحدة',
          subtitle: null,
          position: 1,
          active: true,
          type: 'Exam',
          videoUrl: null,
          videoDurationSeconds: null,
          attachmentUrl: null,
          attachmentTitle: null,
          version: 1,
          passDegree: 50,
        },
      ],
    },
  ],
};
const exam = { lessonId: 41, lessonName: 'امتحان الوحدة', courseId: COURSE, settings: null, bankSize: 3 };

beforeEach(() => {
  reloadSession();
  signInAs('Admin');
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the question bank', () => {
  it('lists the questions, filters by difficulty on the server, and adds a question with its right option', async () => {
    const { calls } = mockConsoleApi({
      [`GET /api/teacher/courses/${COURSE}`]: course,
      [`GET /api/teacher/courses/${COURSE}/bank`]: (call: Parameters<typeof queryOf>[0]) =>
        queryOf(call).get('difficulty') === 'hard' ? { ...bankList, questions: [BANK[1]] } : bankList,
      [`POST /api/teacher/courses/${COURSE}/bank`]: question(4, 'medium', 'الوحدة الأولى'),
    });
    renderConsole(<ExamsSection />, `/teacher/exams/course/${COURSE}`, '/teacher/exams/*');
    const user = userEvent.setup();
    expect(await screen.findAllByTestId('bank-question')).toHaveLength(3);
    await user.selectOptions(screen.getByLabelText('الصعوبة'), 'hard');
    await waitFor(() => expect(screen.getAllByTestId('bank-question')).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'إضافة سؤال' }));
    const dialog = screen.getByRole('dialog', { name: 'إضافة سؤال' });
    await user.click(within(dialog).getByRole('button', { name: 'حفظ' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('كل اختيار يحتاج نصًا أو صورة');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.type(within(dialog).getByLabelText('نص السؤال'), 'ما وحدة بناء الكائن الحي؟');
    for (const [n, text] of ['النسيج', 'الخلية', 'العضو', 'الجهاز'].entries())
      await user.type(within(dialog).getByRole('textbox', { name: `الاختيار ${n + 1}` }), text);
    await user.click(within(dialog).getByRole('radio', { name: 'الإجابة الصحيحة: الاختيار 2' }));
    await user.click(within(dialog).getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = calls.find((call) => call.method === 'POST')!;
    expect(bodyOf(post)).toMatchObject({
      text: 'ما وحدة بناء الكائن الحي؟',
      correctIndex: 1,
      options: [{ text: 'النسيج' }, { text: 'الخلية' }, { text: 'العضو' }, { text: 'الجهاز' }],
      unit: 'الوحدة الأولى',
    });
    // typing a whole question takes a few seconds on a busy machine
  }, 20_000);

  it('names every bad row of a refused import', async () => {
    mockConsoleApi({
      [`GET /api/teacher/courses/${COURSE}`]: course,
      [`GET /api/teacher/courses/${COURSE}/bank`]: bankList,
      [`POST /api/teacher/courses/${COURSE}/bank/import`]: () =>
        json(
          {
            success: false,
            message: 'invalid',
            data: null,
            code: 'invalid_spreadsheet',
            rows: [
              { row: 3, problems: ['difficulty: must be easy, medium or hard'] },
              { row: 7, problems: ['question picture: "cell.png" is not a picture in the ZIP'] },
            ],
          },
          400,
        ),
    });
    renderConsole(<ExamsSection />, `/teacher/exams/course/${COURSE}`, '/teacher/exams/*');
    const user = userEvent.setup();
    await screen.findAllByTestId('bank-question');
    await user.click(screen.getByText('استيراد أسئلة'));
    await user.upload(screen.getByLabelText('ملف الأسئلة'), new File(['x'], 'bank.xlsx'));
    await user.upload(screen.getByLabelText('ملف الصور (ZIP، اختياري)'), new File(['z'], 'pictures.zip'));
    await user.click(screen.getByRole('button', { name: 'استيراد' }));
    const errors = await screen.findByTestId('import-errors');
    expect(
      within(errors)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'الصف 3: difficulty: must be easy, medium or hard',
      'الصف 7: question picture: "cell.png" is not a picture in the ZIP',
    ]);
  });
});

describe('the exam builder', () => {
  it('saves quotas, a time per question and a Cairo window; warns of a quota the bank cannot fill', async () => {
    const { calls } = mockConsoleApi({
      'GET /api/teacher/exams/41': exam,
      [`GET /api/teacher/courses/${COURSE}/bank`]: bankList,
      'PUT /api/teacher/exams/41': (call: Parameters<typeof bodyOf>[0]) => ({
        ...exam,
        settings: bodyOf(call),
      }),
    });
    renderConsole(<ExamsSection />, '/teacher/exams/lesson/41', '/teacher/exams/*');
    const user = userEvent.setup();
    const count = await screen.findByLabelText('عدد الأسئلة');
    await user.selectOptions(screen.getByLabelText('الصعوبة'), 'easy');
    await user.clear(count);
    await user.type(count, '3');
    // two easy questions in the bank
    expect(await screen.findByText('البنك لا يكفي للقاعدة 1: ينقصها 1')).toBeVisible();
    await user.clear(count);
    await user.type(count, '2');
    expect(screen.queryByText(/البنك لا يكفي/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'إضافة قاعدة' }));
    const second = screen.getAllByTestId('quota')[1]!;
    await user.selectOptions(within(second).getByLabelText('الصعوبة'), 'hard');
    await user.selectOptions(within(second).getByLabelText('الوحدة'), 'الوحدة الأولى');
    const minutes = screen.getByLabelText('مدة الامتحان (بالدقائق)');
    await user.clear(minutes);
    await user.type(minutes, '5');
    await user.click(screen.getByLabelText('وقت لكل سؤال'));
    const seconds = screen.getByLabelText('ثوانٍ لكل سؤال');
    await user.clear(seconds);
    await user.type(seconds, '45');
    fireEvent.change(screen.getByLabelText('يبدأ'), { target: { value: '2026-03-06T20:00' } });
    fireEvent.change(screen.getByLabelText('ينتهي'), { target: { value: '2026-03-06T22:00' } });
    await user.click(screen.getByRole('button', { name: 'حفظ الامتحان' }));
    expect(await screen.findByText('تم حفظ الامتحان')).toBeVisible();
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(bodyOf(put)).toMatchObject({
      draw: {
        kind: 'quotas',
        quotas: [
          { count: 2, difficulty: 'easy', unit: null },
          { count: 1, difficulty: 'hard', unit: 'الوحدة الأولى' },
        ],
      },
      durationSeconds: 300,
      questionSeconds: 45,
      opensAt: '2026-03-06T18:00:00.000Z',
      closesAt: '2026-03-06T20:00:00.000Z',
    });
  });
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
