import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ConsoleBook } from '@dars/core/contract';
import BooksPage from './BooksPage.tsx';
import { bodyOf, mockConsoleApi, renderConsole, signInAs } from '../../test/console.tsx';
import { queryOf } from '../../test/fetch-mock.ts';
import { reloadSession } from '../../shared/auth/session.ts';

const book: ConsoleBook = {
  id: 4,
  title: 'مذكرة الأحياء',
  description: '',
  price: 120,
  grade: 'Secondary3',
  active: true,
  imagePath: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  modifiedAt: '2026-01-01T00:00:00.000Z',
  version: 2,
};
const page = (items: ConsoleBook[], currentPage = 1) => ({
  items,
  totalCount: 21,
  totalPages: 2,
  currentPage,
});

beforeEach(() => reloadSession());
afterEach(() => vi.unstubAllGlobals());

describe('the books', () => {
  it('reads the page named in the address', async () => {
    signInAs('Admin');
    const { calls } = mockConsoleApi({ 'GET /api/teacher/books': page([book], 2) });
    renderConsole(<BooksPage />, '/teacher/books?page=2');
    await screen.findByText('مذكرة الأحياء');
    expect(queryOf(calls[0]!).get('page')).toBe('2');
  });

  it('a price below zero is refused in the dialog with its reason; a good book is created', async () => {
    signInAs('Admin');
    const { calls } = mockConsoleApi({
      'GET /api/teacher/books': page([book]),
      'POST /api/teacher/books': { ...book, id: 5, title: 'كتاب جديد' },
    });
    renderConsole(<BooksPage />, '/teacher/books');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'إضافة كتاب' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('العنوان'), 'كتاب جديد');
    const price = within(dialog).getByLabelText('السعر (جنيه)');
    fireEvent.change(price, { target: { value: '-5' } });
    await user.click(within(dialog).getByRole('button', { name: 'حفظ' }));
    expect(await within(dialog).findByText('القيمة أصغر من المسموح')).toBeVisible();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.clear(price);
    await user.type(price, '80');
    await user.click(within(dialog).getByRole('button', { name: 'حفظ' }));
    expect(await within(dialog).findByText('تم الحفظ')).toBeVisible();
    expect(bodyOf(calls.find((call) => call.method === 'POST')!)).toMatchObject({
      title: 'كتاب جديد',
      price: 80,
      grade: 'Secondary3',
      active: true,
    });
  });

  it('deletes a book after one question, with its version, and says so', async () => {
    signInAs('Admin');
    const { calls } = mockConsoleApi({
      'GET /api/teacher/books': page([book]),
      'DELETE /api/teacher/books/4': null,
    });
    renderConsole(<BooksPage />, '/teacher/books');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'حذف مذكرة الأحياء' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'نعم، احذفه' }));
    expect(await screen.findByText('تم حذف الكتاب')).toBeVisible();
    const removed = calls.find((call) => call.method === 'DELETE')!;
    expect(removed.url).toContain('version=2');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('an assistant has no add, edit or delete', async () => {
    signInAs('Moderator');
    mockConsoleApi({ 'GET /api/teacher/books': page([book]) });
    renderConsole(<BooksPage />, '/teacher/books');
    await screen.findByText('مذكرة الأحياء');
    expect(screen.queryByRole('button', { name: 'إضافة كتاب' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^حذف / })).toBeNull();
  });
});
