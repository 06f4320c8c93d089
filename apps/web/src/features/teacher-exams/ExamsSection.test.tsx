import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ExamsSection from './ExamsSection.tsx';
import { bodyOf, mockConsoleApi, renderConsole, signInAs } from '../../test/console.tsx';
import { json, queryOf } from '../../test/fetch-mock.ts';
import { reloadSession } from '../../shared/auth/session.ts';
import { BANK, COURSE, bankList, course, exam, question } from './exams-test-fixtures.ts';

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
