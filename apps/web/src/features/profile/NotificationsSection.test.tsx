import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NotificationsSection } from './NotificationsSection.tsx';
import { json, mockFetch, pathOf } from '../../test/fetch-mock.ts';
import { renderWithProviders, signIn } from '../../test/render.tsx';
import { reloadSession } from '../../shared/auth/session.ts';
import './messages.ts';

// the tenant's VAPID public key: 65 bytes, the first 0x04
const KEY_BYTES = Uint8Array.from({ length: 65 }, (_, i) => (i === 0 ? 4 : i));
const PUBLIC_KEY = btoa(String.fromCharCode(...KEY_BYTES))
  .replace(/\+/g, '-')
  .replace(/\//g, '_')
  .replace(/=+$/, '');
const SUBSCRIPTION = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/device-1',
  expirationTime: null,
  keys: { p256dh: `B${'a'.repeat(86)}`, auth: 'b'.repeat(22) },
};

/** A browser with the installed app's worker, the Push API and a permission the test chooses. */
function fakeBrowser(options: {
  permission: NotificationPermission;
  answer?: NotificationPermission;
  subscribed?: boolean;
}) {
  let current: { endpoint: string; toJSON: () => object; unsubscribe: () => Promise<boolean> } | null = null;
  const subscription = () => ({
    endpoint: SUBSCRIPTION.endpoint,
    toJSON: () => SUBSCRIPTION,
    unsubscribe: vi.fn(async () => {
      current = null;
      return true;
    }),
  });
  if (options.subscribed) current = subscription();
  const subscribe = vi.fn(async (_options: PushSubscriptionOptionsInit) => (current = subscription()));
  const pushManager = { getSubscription: async () => current, subscribe };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => ({ pushManager }) },
  });
  vi.stubGlobal('PushManager', function PushManager() {});
  const requestPermission = vi.fn(async () => options.answer ?? options.permission);
  vi.stubGlobal('Notification', { permission: options.permission, requestPermission });
  return { subscribe, requestPermission, current: () => current };
}

const api = (calls: Array<{ url: string; method: string; body: unknown }>) =>
  calls.map((call) => [call.method, pathOf(call as never), call.body ? JSON.parse(String(call.body)) : null]);

beforeEach(() => {
  reloadSession();
  signIn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
});

describe('NotificationsSection', () => {
  it('says the browser cannot show notifications where there is no worker or Push API', async () => {
    const { fetchMock } = mockFetch(() => json({}));
    renderWithProviders(<NotificationsSection />, { path: '/profile' });
    expect(await screen.findByText(/هذا المتصفح لا يعرض الإشعارات/)).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('turns on after the student allows it: subscribes with the tenant’s key and stores the subscription', async () => {
    const browser = fakeBrowser({ permission: 'default', answer: 'granted' });
    const { calls } = mockFetch((call) =>
      pathOf(call) === '/api/push/public-key'
        ? json({ success: true, message: 'ok', data: { publicKey: PUBLIC_KEY } })
        : json({ success: true, message: 'ok', data: { devices: 1 } }),
    );
    renderWithProviders(<NotificationsSection />, { path: '/profile' });
    const toggle = await screen.findByRole('switch', { name: 'الإشعارات على هذا الجهاز' });
    expect(toggle).not.toBeChecked();
    await userEvent.setup().click(toggle);
    expect(await screen.findByRole('switch')).toBeChecked();
    expect(browser.requestPermission).toHaveBeenCalledOnce();
    const [options] = browser.subscribe.mock.calls[0]!;
    expect(options.userVisibleOnly).toBe(true);
    expect([...(options.applicationServerKey as Uint8Array)]).toEqual([...KEY_BYTES]);
    expect(api(calls)).toEqual([
      ['GET', '/api/push/public-key', null],
      ['POST', '/api/push/subscriptions', SUBSCRIPTION],
    ]);
  });

  it('turns off: the server forgets the browser, then the browser unsubscribes', async () => {
    const browser = fakeBrowser({ permission: 'granted', subscribed: true });
    const { calls } = mockFetch(() => json({ success: true, message: 'ok', data: { devices: 0 } }));
    renderWithProviders(<NotificationsSection />, { path: '/profile' });
    const toggle = await screen.findByRole('switch');
    await vi.waitFor(() => expect(toggle).toBeChecked());
    await userEvent.setup().click(toggle);
    await vi.waitFor(() => expect(screen.getByRole('switch')).not.toBeChecked());
    expect(api(calls)).toEqual([
      ['POST', '/api/push/subscriptions/remove', { endpoint: SUBSCRIPTION.endpoint }],
    ]);
    expect(browser.current()).toBeNull();
  });

  it('says notifications are blocked when the student refuses, and subscribes nothing', async () => {
    const browser = fakeBrowser({ permission: 'default', answer: 'denied' });
    const { fetchMock } = mockFetch(() => json({}));
    renderWithProviders(<NotificationsSection />, { path: '/profile' });
    await userEvent.setup().click(await screen.findByRole('switch'));
    expect(await screen.findByText(/الإشعارات محظورة لهذا الموقع/)).toBeInTheDocument();
    expect(browser.subscribe).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows an error and keeps the browser unsubscribed when the server refuses', async () => {
    const browser = fakeBrowser({ permission: 'granted' });
    mockFetch((call) =>
      pathOf(call) === '/api/push/public-key'
        ? json({ success: true, message: 'ok', data: { publicKey: PUBLIC_KEY } })
        : json({ success: false, message: 'no', data: null, code: 'push_service_not_allowed' }, 400),
    );
    renderWithProviders(<NotificationsSection />, { path: '/profile' });
    await userEvent.setup().click(await screen.findByRole('switch'));
    expect(await screen.findByRole('alert')).toHaveTextContent('تعذّر تغيير الإشعارات');
    expect(browser.current()).toBeNull();
    expect(screen.getByRole('switch')).not.toBeChecked();
  });
});
