import type { ReactElement } from 'react';
import { json, mockFetch, pathOf, type RecordedCall } from './fetch-mock.ts';
import { renderWithProviders, signIn } from './render.tsx';
import { demoUser } from './render.tsx';
import type { AccountRole } from '../shared/auth/role.ts';

/** An access token whose claims name `role` (the console reads the role from it to choose what to show). */
export function tokenFor(role: AccountRole): string {
  const claims = btoa(JSON.stringify({ role, sub: 'staff-1' })).replace(/=+$/, '');
  return `header.${claims}.signature`;
}

/** Signs in as the teacher (Admin) or an assistant (Moderator). */
export function signInAs(role: AccountRole): void {
  signIn({ ...demoUser, name: role === 'Admin' ? 'المعلم' : 'المساعد' }, tokenFor(role));
}

export type Route = (call: RecordedCall) => unknown;

/**
 * Answers the console's requests from a table of `METHOD /path` → data (wrapped in the success
 * envelope); a function entry sees the call. Anything else is a 404, so a test notices a request
 * it did not expect.
 */
export function mockConsoleApi(routes: Record<string, unknown>) {
  return mockFetch(async (call) => {
    const key = `${call.method} ${pathOf(call)}`;
    if (!(key in routes)) return json({ success: false, message: `unexpected ${key}` }, 404);
    const entry = routes[key];
    const data = typeof entry === 'function' ? await (entry as Route)(call) : entry;
    if (data instanceof Response) return data;
    return json({ success: true, message: 'ok', data });
  });
}

/** The JSON body a call sent. */
export function bodyOf(call: RecordedCall): Record<string, unknown> {
  return JSON.parse(String(call.body)) as Record<string, unknown>;
}

/** Renders a console screen under its /teacher path. */
export function renderConsole(ui: ReactElement, path: string, route = '/teacher/*') {
  return renderWithProviders(ui, { path, route });
}
