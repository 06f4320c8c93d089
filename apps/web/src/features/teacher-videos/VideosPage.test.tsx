import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TracedCode } from '@dars/core/contract';
import VideosPage from './VideosPage.tsx';
import { bodyOf, mockConsoleApi, renderConsole, signInAs } from '../../test/console.tsx';
import { reloadSession } from '../../shared/auth/session.ts';

const STUDENT_ID = '44444444-4444-4444-8444-444444444444';
const traced: TracedCode = {
  day: '2026-03-01',
  student: { id: STUDENT_ID, name: 'منى أحمد', phoneNumber: '01012345678', email: 'mona@example.com' },
  devices: [
    {
      deviceId: 'phone-of-mona',
      userAgent: 'Mozilla/5.0 (Linux; Android 14)',
      lastSeenAt: '2026-03-01T10:00:00Z',
    },
  ],
  views: [
    {
      lessonId: 8,
      lessonName: 'شرح الخلية',
      deviceId: 'phone-of-mona',
      startedAt: '2026-03-01T09:30:00Z',
      watchedSeconds: 754,
      counted: true,
    },
  ],
};

const open = () => renderConsole(<VideosPage />, '/teacher/videos');

beforeEach(() => reloadSession());
afterEach(() => vi.unstubAllGlobals());

describe('the protected videos screen', () => {
  it('an assistant turns a watermark code into the student, their devices and views, and gives extra views', async () => {
    signInAs('Moderator');
    const { calls } = mockConsoleApi({
      'GET /api/teacher/watermark-codes/0kz-7m2qx': [traced],
      'POST /api/teacher/lessons/8/video-views/grants': { limit: 3, granted: 2, used: 3, left: 2 },
    });
    open();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('رمز العلامة المائية'), ' 0kz-7m2qx ');
    await user.click(screen.getByRole('button', { name: 'بحث' }));
    const found = await screen.findByTestId('traced-student');
    expect(within(found).getByRole('heading', { name: 'منى أحمد' })).toBeVisible();
    expect(within(found).getByText('01012345678')).toBeVisible();
    expect(within(found).getAllByText('phone-of-mona').length).toBe(2);
    const view = within(found).getByTestId('traced-view');
    expect(view).toHaveTextContent('شرح الخلية');
    expect(view).toHaveTextContent('12:34');
    expect(view).toHaveTextContent('محتسبة');
    // the teacher's library settings are not an assistant's
    expect(screen.queryByRole('heading', { name: 'مكتبة Bunny Stream' })).toBeNull();

    await user.click(within(view).getByRole('button', { name: 'مشاهدات إضافية' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('الدرس: شرح الخلية');
    const count = within(dialog).getByLabelText('عدد المشاهدات الإضافية');
    await user.clear(count);
    await user.type(count, '3');
    await user.click(within(dialog).getByRole('button', { name: 'منح المشاهدات' }));
    expect(await within(dialog).findByText('تم منح المشاهدات')).toBeVisible();
    const grant = calls.find((call) => call.method === 'POST')!;
    expect(bodyOf(grant)).toEqual({ studentId: STUDENT_ID, extraViews: 3 });
  });

  it('says so when no student has the code, and refuses more than 50 extra views before asking', async () => {
    signInAs('Moderator');
    const { calls } = mockConsoleApi({
      'GET /api/teacher/watermark-codes/ZZZ-ZZZZZ': [],
      'GET /api/teacher/watermark-codes/0KZ-7M2QX': [traced],
    });
    open();
    const user = userEvent.setup();
    const field = screen.getByLabelText('رمز العلامة المائية');
    await user.type(field, 'ZZZ-ZZZZZ');
    await user.click(screen.getByRole('button', { name: 'بحث' }));
    expect(await screen.findByText(/لا يوجد طالب بهذا الرمز/)).toBeVisible();
    await user.clear(field);
    await user.type(field, '0KZ-7M2QX');
    await user.click(screen.getByRole('button', { name: 'بحث' }));
    await user.click(await screen.findByRole('button', { name: 'مشاهدات إضافية' }));
    const dialog = screen.getByRole('dialog');
    const count = within(dialog).getByLabelText('عدد المشاهدات الإضافية');
    await user.clear(count);
    await user.type(count, '51');
    await user.click(within(dialog).getByRole('button', { name: 'منح المشاهدات' }));
    expect(await within(dialog).findByText('القيمة أكبر أو أطول من المسموح')).toBeVisible();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('the teacher saves the Bunny Stream library: saved keys stay masked and are not sent again', async () => {
    signInAs('Admin');
    const stored = { enabled: true, libraryId: '245871', apiKey: '••••••••ream', tokenKey: '••••••••oken' };
    const { calls } = mockConsoleApi({
      'GET /api/teacher/video-host-settings': stored,
      'PUT /api/teacher/video-host-settings': { ...stored, enabled: false },
    });
    open();
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'مكتبة Bunny Stream' })).toBeVisible();
    expect(screen.getByLabelText('مفتاح API للمكتبة')).toHaveAttribute('placeholder', '••••••••ream');
    expect(screen.getByLabelText('مفتاح API للمكتبة')).toHaveValue('');
    await user.click(screen.getByLabelText('إرسال الفيديوهات الجديدة إلى Bunny Stream'));
    await user.type(
      screen.getByLabelText('مفتاح مصادقة الروابط (Token authentication key)'),
      'new-token-key-0123456789',
    );
    await user.click(screen.getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(bodyOf(calls.find((call) => call.method === 'PUT')!)).toEqual({
      enabled: false,
      libraryId: '245871',
      tokenKey: 'new-token-key-0123456789',
    });
    expect(await screen.findByText('تم حفظ إعدادات المكتبة')).toBeVisible();
  });
});
