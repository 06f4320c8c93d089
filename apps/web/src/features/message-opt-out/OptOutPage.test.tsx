import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import OptOutPage from './OptOutPage.tsx';
import { json, mockFetch, pathOf } from '../../test/fetch-mock.ts';
import { renderWithProviders } from '../../test/render.tsx';

const TOKEN = 'MjAxMDEyMzQ1Njc4.AbCdEfGhIjKlMnOpQrStUv';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the opt-out page', () => {
  it('opening it changes nothing; the button stops the messages and says so', async () => {
    let optedOut = false;
    const { calls } = mockFetch((call) => {
      if (call.method === 'POST') optedOut = true;
      return json({ success: true, message: 'ok', data: { phone: '••••••••5678', optedOut } });
    });
    renderWithProviders(<OptOutPage />, { path: `/stop/${TOKEN}`, route: '/stop/:token' });
    expect(await screen.findByText('هل تريد إيقاف رسائل المدرس إلى الرقم ••••••••5678؟')).toBeVisible();
    const ours = () =>
      calls
        .filter((call) => pathOf(call).startsWith('/api/message-opt-out/'))
        .map((call) => `${call.method} ${pathOf(call)}`);
    expect(ours()).toEqual([`GET /api/message-opt-out/${TOKEN}`]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'نعم، أوقف الرسائل' }));
    expect(await screen.findByText('تم. لن تصل رسائل أخرى إلى الرقم ••••••••5678.')).toBeVisible();
    expect(ours()).toEqual([`GET /api/message-opt-out/${TOKEN}`, `POST /api/message-opt-out/${TOKEN}`]);
  });

  it('a link the server does not know says it is not valid, with no button', async () => {
    mockFetch(() =>
      json({ success: false, message: 'This link is not valid.', data: null, code: 'not_found' }, 404),
    );
    renderWithProviders(<OptOutPage />, { path: `/stop/${TOKEN}`, route: '/stop/:token' });
    expect(await screen.findByRole('alert')).toHaveTextContent('هذا الرابط غير صالح.');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
