import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StudentDetail } from '@dars/core/contract';
import StudentsSection from './StudentsSection.tsx';
import { mockConsoleApi, renderConsole, signInAs } from '../../test/console.tsx';
import { json, pathOf, queryOf } from '../../test/fetch-mock.ts';
import { reloadSession } from '../../shared/auth/session.ts';

const STUDENT_ID = '44444444-4444-4444-8444-444444444444';
const COURSE_ID = '55555555-5555-4555-8555-555555555555';
const student: StudentDetail = {
  id: STUDENT_ID,
  name: 'عبد الرحمن محمود السيد',
  email: 'abdo@dars.test',
  phoneNumber: '01012345678',
  parentPhone: '01198765432',
  grade: 'Secondary3',
  active: true,
  registrationDate: '2026-01-10T09:00:00.000Z',
  lastActivityAt: null,
  enrolments: [
    {
      courseId: COURSE_ID,
      courseName: 'الأحياء',
      source: 'code',
      enrolledAt: '2026-02-01T09:00:00.000Z',
      batch: { id: 12, label: 'سنتر النور' },
    },
  ],
  progress: [],
  quizzes: [],
  devices: [
    {
      id: 1,
      firstSeenAt: '2026-01-10T09:00:00.000Z',
      lastSeenAt: '2026-02-01T09:00:00.000Z',
      userAgent:
        'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
    },
  ],
  parentLinks: [],
};
const row = { ...student, enrolments: undefined };
const table = { items: [row], totalCount: 1, totalPages: 1, currentPage: 1 };

beforeEach(() => {
  reloadSession();
  signInAs('Moderator');
});
afterEach(() => vi.unstubAllGlobals());

describe('the students table', () => {
  it('shows the search and the results first; the other filters open on request; a search lands in the address and the request', async () => {
    const { calls } = mockConsoleApi({
      'GET /api/teacher/students': table,
      'GET /api/AdminStudent/CourseActive': { courses: [], totalCount: 0 },
    });
    renderConsole(<StudentsSection />, '/teacher/students', '/teacher/students/*');
    expect(await screen.findByRole('link', { name: /عبد الرحمن/ })).toBeVisible();
    expect(screen.queryByLabelText('الصف')).toBeNull();

    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox'), 'عبد');
    await user.click(screen.getByRole('button', { name: 'تطبيق' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/teacher/students?q=%D8%B9%D8%A8%D8%AF');
    const last = calls.filter((call) => pathOf(call) === '/api/teacher/students').at(-1)!;
    expect(queryOf(last).get('q')).toBe('عبد');

    await user.click(screen.getByRole('button', { name: 'تصفية وترتيب وتصدير' }));
    expect(screen.getByLabelText('الصف')).toBeVisible();
  });

  it("while a new search loads, the previous search's rows are not shown as its results", async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    mockConsoleApi({
      'GET /api/teacher/students': async (call: Parameters<typeof queryOf>[0]) => {
        if (!queryOf(call).get('q')) return table;
        await gate;
        return { items: [], totalCount: 0, totalPages: 0, currentPage: 1 };
      },
      'GET /api/AdminStudent/CourseActive': { courses: [], totalCount: 0 },
    });
    renderConsole(<StudentsSection />, '/teacher/students', '/teacher/students/*');
    expect(await screen.findByRole('link', { name: /عبد الرحمن/ })).toBeVisible();
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox'), 'منى');
    await user.click(screen.getByRole('button', { name: 'تطبيق' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: /عبد الرحمن/ })).toBeNull());
    release();
    expect(await screen.findByText('لا يوجد طلاب مطابقون')).toBeVisible();
  });

  it('a failed export says so beside the export buttons, in words about the export', async () => {
    mockConsoleApi({
      'GET /api/teacher/students': table,
      'GET /api/AdminStudent/CourseActive': { courses: [], totalCount: 0 },
      'GET /api/teacher/students-export': () =>
        json({ success: false, message: 'failed', data: null, code: 'internal_error' }, 500),
    });
    renderConsole(<StudentsSection />, '/teacher/students', '/teacher/students/*');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'تصفية وترتيب وتصدير' }));
    const exportButton = screen.getByRole('button', { name: 'الطلاب والتقدم (XLSX)' });
    await user.click(exportButton);
    const status = await within(exportButton.parentElement!).findByRole('status');
    expect(status).toHaveTextContent('تعذّر تصدير الملف، فلم يُنزَّل شيء. حاول مرة أخرى');
  });
});

describe("a student's page", () => {
  const open = (routes: Record<string, unknown> = {}) => {
    const api = mockConsoleApi({
      [`GET /api/teacher/students/${STUDENT_ID}`]: student,
      'GET /api/AdminStudent/CourseActive': { courses: [], totalCount: 0 },
      ...routes,
    });
    renderConsole(<StudentsSection />, `/teacher/students/${STUDENT_ID}`, '/teacher/students/*');
    return api;
  };

  it('phones are call and WhatsApp links; devices are named with first and last seen; a code enrolment names its batch', async () => {
    open();
    expect(await screen.findByRole('link', { name: `اتصال بـ ${student.name}` })).toHaveAttribute(
      'href',
      'tel:01012345678',
    );
    expect(screen.getByRole('link', { name: `مراسلة ${student.name} عبر واتساب` })).toHaveAttribute(
      'href',
      'https://wa.me/201012345678',
    );
    expect(screen.getByRole('link', { name: `مراسلة ولي أمر ${student.name} عبر واتساب` })).toHaveAttribute(
      'href',
      'https://wa.me/201198765432',
    );
    const device = screen.getByTestId('device');
    expect(device).toHaveTextContent('Chrome على Android');
    expect(device).not.toHaveTextContent('Mozilla');
    expect(device).toHaveTextContent('أول ظهور');
    expect(screen.getByTestId('enrolment')).toHaveTextContent('من دفعة رقم 12 (سنتر النور)');
  });

  it('stopping the account is not the first action and asks first; its outcome shows beside it', async () => {
    const { calls } = open({ [`POST /api/teacher/students/${STUDENT_ID}/deactivate`]: null });
    const stop = await screen.findByRole('button', { name: 'إيقاف الحساب' });
    const buttons = screen.getAllByRole('button');
    expect(buttons.indexOf(stop)).toBeGreaterThan(
      buttons.indexOf(screen.getByRole('button', { name: 'إرسال رمز تغيير كلمة المرور' })),
    );
    const user = userEvent.setup();
    await user.click(stop);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'تأكيد' }));
    expect(await within(stop.parentElement!).findByText('تم إيقاف الحساب')).toBeVisible();
    expect(calls.filter((call) => call.method === 'POST').map(pathOf)).toEqual([
      `/api/teacher/students/${STUDENT_ID}/deactivate`,
    ]);
  });

  it('enrolling by hand needs a reason of three letters or more; the reason is sent', async () => {
    const { calls } = open({ [`POST /api/teacher/students/${STUDENT_ID}/unenrol`]: null });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'إزالة' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('السبب'), 'لا');
    await user.click(within(dialog).getByRole('button', { name: 'إزالة' }));
    expect(await within(dialog).findByText('النص أقصر من المطلوب')).toBeVisible();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await user.type(within(dialog).getByLabelText('السبب'), ' يوجد');
    await user.click(within(dialog).getByRole('button', { name: 'إزالة' }));
    expect(await within(dialog).findByText('تم')).toBeVisible();
    const sent = calls.find((call) => call.method === 'POST')!;
    expect(JSON.parse(String(sent.body))).toEqual({ courseId: COURSE_ID, reason: 'لا يوجد' });
  });
});
