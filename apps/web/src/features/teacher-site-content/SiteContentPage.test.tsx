import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ConsoleTestimonial, TeacherProfileForm } from '@dars/core/contract';
import SiteContentPage from './SiteContentPage.tsx';
import { bodyOf, mockConsoleApi, renderConsole, signInAs } from '../../test/console.tsx';
import { reloadSession } from '../../shared/auth/session.ts';

const profile: TeacherProfileForm = {
  teacherName: 'أ. محمد علي',
  specialization: 'الأحياء',
  bio: '',
  qualifications: ['بكالوريوس العلوم'],
  subjects: [],
  statistics: {
    years: 10,
    studentsPassed: 0,
    lessons: 0,
    successRate: 90,
    students: 0,
    videos: 0,
    support: '',
  },
  contacts: { whatsappNumber: '', facebookPage: '', youtubeChannel: '', tiktokChannel: '' },
  version: 4,
  photoUrl: null,
};
const testimonial: ConsoleTestimonial = {
  id: 1,
  author: 'سارة',
  caption: 'طالبة',
  text: 'شرح ممتاز',
  rating: 5,
  hidden: false,
  position: 1,
  version: 1,
};

beforeEach(() => reloadSession());
afterEach(() => vi.unstubAllGlobals());

describe("the site's content (profile and testimonials)", () => {
  it('saves the profile with its version and confirms beside the save button', async () => {
    signInAs('Admin');
    const { calls } = mockConsoleApi({
      'GET /api/teacher/profile': profile,
      'GET /api/teacher/testimonials': [testimonial],
      'PUT /api/teacher/profile': (call: never) => ({ ...profile, ...bodyOf(call), version: 5 }),
    });
    renderConsole(<SiteContentPage />, '/teacher/site-content');
    const user = userEvent.setup();
    const name = (await screen.findAllByLabelText('الاسم'))[0]!;
    await user.clear(name);
    await user.type(name, 'أ. محمد علي حسن');
    const button = screen.getByRole('button', { name: 'حفظ الملف الشخصي' });
    await user.click(button);
    expect(await within(button.parentElement!).findByText('تم الحفظ')).toBeVisible();
    expect(bodyOf(calls.find((call) => call.method === 'PUT')!)).toMatchObject({
      version: 4,
      teacherName: 'أ. محمد علي حسن',
      qualifications: ['بكالوريوس العلوم'],
    });
  });

  it('a testimonial without a name or text is refused in the dialog with the reason, and nothing is sent', async () => {
    signInAs('Admin');
    const { calls } = mockConsoleApi({
      'GET /api/teacher/profile': profile,
      'GET /api/teacher/testimonials': [testimonial],
    });
    renderConsole(<SiteContentPage />, '/teacher/site-content');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'إضافة رأي' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'حفظ' }));
    expect(await within(dialog).findAllByText('هذا الحقل مطلوب')).toHaveLength(2);
    expect(within(dialog).getByLabelText('الاسم')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('adds a testimonial: the request carries the fields, the dialog confirms and its button reads close', async () => {
    signInAs('Admin');
    const { calls } = mockConsoleApi({
      'GET /api/teacher/profile': profile,
      'GET /api/teacher/testimonials': [testimonial],
      'POST /api/teacher/testimonials': { ...testimonial, id: 2, author: 'أحمد' },
    });
    renderConsole(<SiteContentPage />, '/teacher/site-content');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'إضافة رأي' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'تراجع' })).toBeVisible();
    await user.type(within(dialog).getByLabelText('الاسم'), 'أحمد');
    await user.type(within(dialog).getByLabelText('الرأي'), 'أفضل مدرس');
    await user.click(within(dialog).getByRole('button', { name: 'حفظ' }));
    expect(await within(dialog).findByText('تم الحفظ')).toBeVisible();
    expect(bodyOf(calls.find((call) => call.method === 'POST')!)).toEqual({
      author: 'أحمد',
      caption: '',
      text: 'أفضل مدرس',
      rating: 5,
      hidden: false,
    });
    expect(within(dialog).queryByRole('button', { name: 'تراجع' })).toBeNull();
    expect(within(dialog).getAllByRole('button', { name: 'إغلاق' })[0]).toBeVisible();
  });

  it('an assistant sees the content with no control that changes it', async () => {
    signInAs('Moderator');
    mockConsoleApi({ 'GET /api/teacher/profile': profile, 'GET /api/teacher/testimonials': [testimonial] });
    renderConsole(<SiteContentPage />, '/teacher/site-content');
    expect((await screen.findAllByLabelText('الاسم'))[0]).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'حفظ الملف الشخصي' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'إضافة رأي' })).toBeNull();
    expect(screen.queryByRole('button', { name: /إخفاء رأي/ })).toBeNull();
  });
});
