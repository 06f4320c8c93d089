import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MessageLogEntry } from '@dars/core/contract';
import MessagesSection from './MessagesSection.tsx';
import { bodyOf, mockConsoleApi, renderConsole, signInAs } from '../../test/console.tsx';
import { pathOf, queryOf } from '../../test/fetch-mock.ts';
import { reloadSession } from '../../shared/auth/session.ts';

const message = (extra: Partial<MessageLogEntry>): MessageLogEntry => ({
  id: 41,
  event: 'announcement',
  studentId: 's1',
  studentName: 'منى علي',
  recipient: 'parent',
  phone: '••••••••5678',
  channel: 'whatsapp',
  params: ['منى علي', 'الحصة غدًا'],
  status: 'sent',
  reason: null,
  attempts: 1,
  createdAt: '2026-03-01T09:00:00.000Z',
  sendAfter: '2026-03-01T09:00:00.000Z',
  sentAt: '2026-03-01T09:00:05.000Z',
  ...extra,
});
const counts = { queued: 1, sent: 1, delivered: 0, read: 0, failed: 1, skipped: 0 };
const log = {
  items: [
    message({
      id: 43,
      status: 'queued',
      attempts: 1,
      reason: 'SMS provider 429',
      channel: 'sms',
      sentAt: null,
    }),
    message({ id: 42, status: 'skipped', reason: 'opted_out', sentAt: null, attempts: 0 }),
    message({ id: 41 }),
  ],
  counts,
};
const channels = {
  whatsapp: {
    enabled: true,
    phoneNumberId: '106540352242922',
    language: 'ar',
    templates: { announcement: 'dars_announcement', quizResult: 'dars_quiz_result' },
    accessToken: '••••••••6789',
    appSecret: '••••••••cdef',
    verifyToken: '••••••••n-42',
    webhookPath: '/api/webhooks/whatsapp/tenant5',
  },
  sms: { enabled: false, url: '', sender: '', token: null },
};

beforeEach(() => {
  reloadSession();
  signInAs('Admin');
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the messages section', () => {
  it('shows the log with each status, the reason in words and a retried message; the search goes to the server', async () => {
    const { calls } = mockConsoleApi({ 'GET /api/teacher/messages': log });
    renderConsole(<MessagesSection />, '/teacher/messages');
    const cards = await screen.findAllByTestId('message');
    expect(cards.map((card) => card.dataset.status)).toEqual(['queued', 'skipped', 'sent']);
    expect(within(cards[0]!).getByText('في الانتظار')).toBeVisible();
    expect(within(cards[0]!).getByText('السبب: SMS provider 429')).toBeVisible();
    expect(within(cards[0]!).getByText('أُعيدت المحاولة')).toBeVisible();
    expect(within(cards[1]!).getByText('السبب: طلب المستلم إيقاف الرسائل')).toBeVisible();
    expect(within(cards[2]!).queryByText('أُعيدت المحاولة')).toBeNull();

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('بحث باسم الطالب أو الهاتف'), 'منى');
    await waitFor(() => expect(calls.some((call) => queryOf(call).get('search') === 'منى')).toBe(true));
  });

  it('previews an announcement (counts and a sample) before offering to send it, then sends what was previewed', async () => {
    const body = { audience: 'course', to: 'parents', text: 'الحصة غدًا', courseId: 'c1' };
    const { calls } = mockConsoleApi({
      'GET /api/teacher/messages': log,
      'GET /api/AdminStudent/CourseActive': {
        courses: [{ id: 'c1', courseName: 'الأحياء' }],
        totalCount: 1,
        totalPages: 1,
        currentPage: 1,
      },
      'POST /api/teacher/announcements/preview': {
        students: 3,
        recipients: 2,
        optedOut: 1,
        withoutPhone: 0,
        heldUntilMorning: true,
        sample: 'dars_announcement (ar): {{1}} منى علي · {{2}} الحصة غدًا',
      },
      'POST /api/teacher/announcements': { queued: 2, heldUntilMorning: 2, optedOut: 1, withoutPhone: 0 },
    });
    renderConsole(<MessagesSection />, '/teacher/messages?tab=announce');
    const user = userEvent.setup();
    // the course list arrives after the form: choose once its option is there
    await screen.findByRole('option', { name: 'الأحياء' });
    await user.selectOptions(screen.getByLabelText('الدورة'), 'c1');
    await user.type(screen.getByLabelText('نص الإعلان'), 'الحصة غدًا');
    expect(screen.queryByRole('button', { name: 'أرسل الإعلان' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'معاينة' }));
    const preview = await screen.findByTestId('announce-preview');
    expect(within(preview).getByText('رسائل ستُرسل: 2')).toBeVisible();
    expect(within(preview).getByText('أوقفوا الرسائل: 1')).toBeVisible();
    expect(within(preview).getByText(/ساعات الهدوء/)).toBeVisible();
    expect(within(preview).getByText(/الحصة غدًا$/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'أرسل الإعلان' }));
    expect(await screen.findByText(/في قائمة الإرسال 2/)).toBeVisible();
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map(pathOf)).toEqual(['/api/teacher/announcements/preview', '/api/teacher/announcements']);
    expect(posts.map(bodyOf)).toEqual([body, body]);
  });

  it('channels: secrets shown masked as placeholders and never sent back unless typed', async () => {
    const { calls } = mockConsoleApi({
      'GET /api/teacher/messages': log,
      'GET /api/teacher/message-channels': channels,
      'PUT /api/teacher/message-channels/whatsapp': channels,
    });
    renderConsole(<MessagesSection />, '/teacher/messages?tab=channels');
    const user = userEvent.setup();
    const token = await screen.findByLabelText('رمز الوصول');
    expect(token).toHaveValue('');
    expect(token).toHaveAttribute('placeholder', '••••••••6789');
    await user.type(screen.getByLabelText('سر التطبيق'), 'new-app-secret');
    const whatsapp = screen.getByRole('region', { name: 'واتساب (WhatsApp Cloud API)' });
    await user.click(within(whatsapp).getByRole('button', { name: 'حفظ' }));
    expect(await within(whatsapp).findByText('حُفظت القناة')).toBeVisible();
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(bodyOf(put)).toEqual({
      enabled: true,
      phoneNumberId: '106540352242922',
      language: 'ar',
      appSecret: 'new-app-secret',
    });
  });

  it('an assistant sees the log, announcements and jobs, not the templates or channels', async () => {
    signInAs('Moderator');
    mockConsoleApi({ 'GET /api/teacher/messages': log });
    renderConsole(<MessagesSection />, '/teacher/messages?tab=channels');
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['السجل', 'إعلان جديد', 'المهام']);
    expect(screen.getByRole('tab', { name: 'السجل' })).toHaveAttribute('aria-selected', 'true');
  });

  it('the jobs view counts each state and shows a failed job’s reason and tries', async () => {
    mockConsoleApi({
      'GET /api/teacher/message-jobs': {
        items: [
          {
            id: 9,
            name: 'messages.send',
            state: 'failed',
            attempts: 6,
            maxAttempts: 6,
            runAt: '2026-03-01T10:00:00.000Z',
            lastError: 'SMS provider 500',
            createdAt: '2026-03-01T09:00:00.000Z',
            finishedAt: '2026-03-01T10:00:00.000Z',
            messageId: 43,
          },
        ],
        counts: { queued: 0, running: 0, done: 4, failed: 1, retrying: 0 },
      },
    });
    renderConsole(<MessagesSection />, '/teacher/messages?tab=jobs');
    const job = await screen.findByTestId('job');
    expect(within(job).getByText('آخر خطأ: SMS provider 500')).toBeVisible();
    expect(within(job).getByText('المحاولات: 6 من 6')).toBeVisible();
    expect(within(job).getByText('الرسالة رقم 43')).toBeVisible();
    expect(screen.getByRole('button', { name: 'تمت: 4' })).toBeVisible();
  });
});
