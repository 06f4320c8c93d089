import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEntry } from '@dars/core/contract';
import AuditLogPage from './AuditLogPage.tsx';
import { mockConsoleApi, renderConsole, signInAs } from '../../test/console.tsx';
import { queryOf } from '../../test/fetch-mock.ts';
import { reloadSession } from '../../shared/auth/session.ts';

const entry = (over: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  at: '2026-03-01T10:00:00.000Z',
  actorId: 't',
  actorName: 'أ. محمد',
  action: 'course.update',
  entityType: 'course',
  entityId: '9b2f0c4e-1c55-4a8e-bd1b-3d3c7f1f2a10',
  before: { courseName: 'الأحياء', price: 100, active: true, version: 1 },
  after: { courseName: 'الأحياء 2027', price: 100, active: false, version: 2 },
  studentName: null,
  ...over,
});
const log = {
  items: [
    entry({}),
    entry({
      id: 2,
      actorName: 'منى',
      action: 'student.reset_devices',
      entityType: 'student',
      before: null,
      after: null,
      studentName: 'سارة محمود',
    }),
  ],
  totalCount: 2,
  totalPages: 1,
  currentPage: 1,
  actors: [
    { id: 't', name: 'أ. محمد' },
    { id: 'm', name: 'منى' },
  ],
};

beforeEach(() => {
  reloadSession();
  signInAs('Admin');
});
afterEach(() => vi.unstubAllGlobals());

describe('the audit log', () => {
  it('reads each entry as a sentence, with the changed fields named as before → after, and no ids or codes', async () => {
    mockConsoleApi({ 'GET /api/teacher/audit': log });
    renderConsole(<AuditLogPage />, '/teacher/audit');
    const [course, student] = await screen.findAllByTestId('audit-entry');
    expect(course).toHaveTextContent('أ. محمد: تعديل الدورة «الأحياء 2027»');
    expect(student).toHaveTextContent('منى: إعادة ضبط أجهزة الطالب سارة محمود');
    const changes = within(course!)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(changes).toEqual(['اسم الدورة: الأحياء ← الأحياء 2027', 'مفعّل: نعم ← لا']);
    for (const item of [course!, student!]) {
      expect(item).not.toHaveTextContent('course.update');
      expect(item).not.toHaveTextContent('9b2f0c4e');
      expect(item).not.toHaveTextContent('{');
    }
  });

  it('filters by choices (a kind of change, a person), kept in the address and sent to the server', async () => {
    const { calls } = mockConsoleApi({ 'GET /api/teacher/audit': log });
    renderConsole(<AuditLogPage />, '/teacher/audit');
    const user = userEvent.setup();
    await screen.findAllByTestId('audit-entry');
    expect(screen.queryByRole('textbox', { name: 'الإجراء' })).toBeNull();
    await user.selectOptions(screen.getByLabelText('نوع التغيير'), 'الدورات');
    await user.selectOptions(screen.getByLabelText('الشخص'), 'منى');
    await user.click(screen.getByRole('button', { name: 'تطبيق' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('action=course');
    const last = calls.at(-1)!;
    expect(queryOf(last).get('action')).toBe('course');
    expect(queryOf(last).get('actorId')).toBe('m');
  });
});
