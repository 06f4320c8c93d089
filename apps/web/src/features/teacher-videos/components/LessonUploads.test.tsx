import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TeacherLessonVideo } from '@dars/core/contract';
import { LessonUploads } from './LessonUploads.tsx';
import { parseViewLimit, ViewLimitForm } from './ViewLimitForm.tsx';
import { bodyOf, mockConsoleApi, renderConsole, signInAs } from '../../../test/console.tsx';
import { reloadSession } from '../../../shared/auth/session.ts';

const upload = (over: Partial<TeacherLessonVideo>): TeacherLessonVideo => ({
  id: crypto.randomUUID(),
  host: 'local',
  status: 'ready',
  progress: 1,
  error: null,
  keepOriginal: true,
  originalKept: true,
  durationSeconds: 600,
  createdAt: '2026-03-01T09:00:00Z',
  updatedAt: '2026-03-01T09:10:00Z',
  ...over,
});

beforeEach(() => reloadSession());
afterEach(() => vi.unstubAllGlobals());

describe("a lesson's uploaded videos", () => {
  it('shows each one’s progress, its failure in words, where it is prepared and whether the original was kept', async () => {
    signInAs('Admin');
    mockConsoleApi({
      'GET /api/teacher/lessons/8/videos': [
        upload({ host: 'bunny', status: 'transcoding', progress: 0.42, durationSeconds: null }),
        upload({ host: 'bunny', status: 'failed', error: 'host_refused', progress: 0 }),
        upload({ keepOriginal: false, originalKept: false }),
      ],
    });
    renderConsole(<LessonUploads lessonId={8} />, '/teacher/courses');
    const [preparing, failed, ready] = await screen.findAllByTestId('lesson-upload');
    expect(preparing).toHaveTextContent('على Bunny Stream');
    expect(within(preparing!).getByRole('progressbar')).toHaveAttribute('value', '42');
    expect(preparing).toHaveTextContent('قيد التجهيز 42٪');
    expect(within(failed!).getByRole('alert')).toHaveTextContent('راجع رقم المكتبة ومفتاح API');
    expect(ready).toHaveTextContent('على الخادم');
    expect(ready).toHaveTextContent('جاهز للطلاب');
    expect(ready).toHaveTextContent('حُذف الملف الأصلي');
  });
});

describe('views per student', () => {
  it.each([
    ['', { ok: true, limit: null }],
    [' 3 ', { ok: true, limit: 3 }],
    ['100', { ok: true, limit: 100 }],
    ['0', { ok: false }],
    ['101', { ok: false }],
    ['2.5', { ok: false }],
    ['-1', { ok: false }],
    ['abc', { ok: false }],
  ])('%j → %j', (text, parsed) => {
    expect(parseViewLimit(text)).toEqual(parsed);
  });

  it('the teacher sets a lesson’s limit, clears it back to the course’s, and a wrong number is never sent', async () => {
    signInAs('Admin');
    const { calls } = mockConsoleApi({ 'PUT /api/teacher/lessons/8/video-view-limit': { limit: 4 } });
    renderConsole(
      <ViewLimitForm of={{ target: 'lesson', lessonId: 8 }} current={2} canEdit />,
      '/teacher/courses',
    );
    const user = userEvent.setup();
    const field = screen.getByLabelText('عدد المشاهدات لكل طالب');
    expect(field).toHaveValue(2);
    await user.clear(field);
    await user.type(field, '0');
    await user.click(screen.getByRole('button', { name: 'حفظ عدد المشاهدات' }));
    expect(await screen.findByText('القيمة غير صحيحة')).toBeVisible();
    expect(calls).toEqual([]);
    await user.clear(field);
    await user.type(field, '4');
    await user.click(screen.getByRole('button', { name: 'حفظ عدد المشاهدات' }));
    await waitFor(() => expect(calls.length).toBe(1));
    expect(bodyOf(calls[0]!)).toEqual({ limit: 4 });
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'حفظ عدد المشاهدات' }));
    await waitFor(() => expect(calls.length).toBe(2));
    expect(bodyOf(calls[1]!)).toEqual({ limit: null });
  });

  it('an assistant sees the course’s limit but has no save button', () => {
    signInAs('Moderator');
    mockConsoleApi({});
    renderConsole(
      <ViewLimitForm
        of={{ target: 'course', courseId: '33333333-3333-4333-8333-333333333333' }}
        current={null}
        canEdit={false}
      />,
      '/teacher/courses',
    );
    expect(screen.getByLabelText('عدد المشاهدات لكل طالب')).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'حفظ عدد المشاهدات' })).toBeNull();
    expect(screen.getByText(/اتركه فارغاً لعدد غير محدود/)).toBeVisible();
  });
});
