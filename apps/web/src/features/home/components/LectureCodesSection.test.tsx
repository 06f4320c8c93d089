import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import LectureCodesSection from './LectureCodesSection.tsx';
import { json, mockFetch, queryOf } from '../../../test/fetch-mock.ts';
import { renderWithProviders, signIn } from '../../../test/render.tsx';
import { reloadSession } from '../../../shared/auth/session.ts';
import { setSessionExpiredHandler } from '../../../shared/api/client.ts';

beforeEach(() => {
  reloadSession();
  setSessionExpiredHandler(() => {});
});
afterEach(() => vi.unstubAllGlobals());

async function enter(code: string) {
  const user = userEvent.setup();
  if (code) await user.type(screen.getByLabelText('كود المحاضرة'), code);
  await user.click(screen.getByRole('button', { name: 'تفعيل الكود' }));
}

describe('LectureCodesSection', () => {
  it('an empty code is refused on the client', async () => {
    signIn();
    const { fetchMock } = mockFetch(() => json({}));
    renderWithProviders(<LectureCodesSection />);
    await enter('   ');
    expect(await screen.findByRole('alert')).toHaveTextContent('يرجى إدخال كود صحيح');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    [404, 'كود الوحدة غير صحيح أو غير موجود'],
    [401, 'يجب تسجيل الدخول أولاً'],
    [403, 'ليس لديك صلاحية للوصول إلى هذه الوحدة'],
    [409, 'فشل إدخال الكود'],
    [500, 'فشل إدخال الكود'],
  ])('status %i → %s', async (status, message) => {
    signIn();
    mockFetch(() => json({ success: false, message: 'Code already used', data: null }, status));
    renderWithProviders(<LectureCodesSection />);
    await enter('UNITCODE12');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('success navigates to /my-lectures', async () => {
    signIn();
    const { calls } = mockFetch(() => json({ success: true, message: 'ok', data: null }));
    renderWithProviders(<LectureCodesSection />, {
      path: '/',
      route: '/',
      extraRoutes: <Route path="/my-lectures" element={<p>my lectures</p>} />,
    });
    await enter('UNITCODE12');
    expect(await screen.findByText('my lectures')).toBeInTheDocument();
    expect(queryOf(calls[0]!).get('code')).toBe('UNITCODE12');
  });
});
