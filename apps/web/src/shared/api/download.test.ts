import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ENDPOINT_ROUTES } from '@dars/core/contract/routes';
import { getToken, reloadSession, setSession } from '../auth/session.ts';
import { json, mockFetch, pathOf, queryOf } from '../../test/fetch-mock.ts';
import { demoUser } from '../../test/render.tsx';
import { downloadTeacherFile } from './download.ts';

const REFRESH = ENDPOINT_ROUTES.refreshToken.path;
const XLSX = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0xff, 0x00]);

let saved: Array<{ name: string; bytes: Uint8Array }>;

/** A blob's bytes, whichever Blob the runtime's fetch hands over (jsdom's has no arrayBuffer on every Node). */
function bytesOf(blob: Blob): Promise<Uint8Array> {
  if (typeof blob.arrayBuffer === 'function')
    return blob.arrayBuffer().then((buffer) => new Uint8Array(buffer));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

beforeEach(() => {
  reloadSession();
  setSession({ token: 'old-token', user: demoUser });
  saved = [];
  // jsdom has no object URLs: the click records the file instead
  URL.createObjectURL = vi.fn(() => 'blob:file');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = vi.mocked(URL.createObjectURL).mock.calls.at(-1)![0] as Blob;
    saved.push({ name: this.download, bytes: new Uint8Array() });
    void bytesOf(blob).then((bytes) => (saved.at(-1)!.bytes = bytes));
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('downloadTeacherFile', () => {
  it('an expired session refreshes once, the file is fetched again and saved byte for byte', async () => {
    const { calls } = mockFetch((call) => {
      if (pathOf(call) === REFRESH) return json({ success: true, message: '', data: { token: 'new-token' } });
      return call.headers.Authorization === 'Bearer new-token'
        ? new Response(XLSX, { headers: { 'content-type': 'application/octet-stream' } })
        : json({ message: 'expired' }, 401);
    });

    await downloadTeacherFile('teacherStudentsExport', { kind: 'progress', format: 'xlsx' }, 'students.xlsx');

    const exports = calls.filter((call) => pathOf(call) === '/api/teacher/students-export');
    expect(exports).toHaveLength(2);
    expect(Object.fromEntries(queryOf(exports[1]!))).toEqual({ kind: 'progress', format: 'xlsx' });
    expect(exports[1]!.headers['X-Tenant-ID']).toBe('tenant5');
    expect(calls.filter((call) => pathOf(call) === REFRESH)).toHaveLength(1);
    expect(getToken()).toBe('new-token');
    await vi.waitFor(() => expect(saved).toEqual([{ name: 'students.xlsx', bytes: XLSX }]));
  });

  it('a refused download throws and saves nothing', async () => {
    mockFetch(() => json({ success: false, message: 'Forbidden', data: null }, 403));
    await expect(downloadTeacherFile('teacherQuizTemplate', {}, 'quiz-template.csv')).rejects.toMatchObject({
      status: 403,
    });
    expect(saved).toEqual([]);
  });
});
