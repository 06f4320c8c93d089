import { describe, expect, it, vi } from 'vitest';
import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog } from './Dialog.tsx';
import { PasswordField, TextField } from './fields.tsx';
import { Pagination } from './Pagination.tsx';
import { Tabs } from './Tabs.tsx';

function DialogHarness({ onClose }: { onClose(): void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <Dialog
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        title="Title"
        actions={
          <>
            <button type="button">first</button>
            <button type="button">second</button>
          </>
        }
      >
        body
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is modal and labelled, traps Tab, closes on Esc and returns focus to the opener', async () => {
    const onClose = vi.fn();
    render(<DialogHarness onClose={onClose} />);
    const user = userEvent.setup();
    const opener = screen.getByRole('button', { name: 'open' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Title' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'first' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'second' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'إغلاق' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'first' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'إغلاق' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });
});

describe('Pagination', () => {
  it('shows previous/next and at most five numbered buttons around the current page', async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={6} totalPages={12} onPageChange={onPageChange} />);
    const numbers = screen.getAllByRole('button').map((b) => b.textContent);
    expect(numbers).toEqual(['السابق', '4', '5', '6', '7', '8', 'التالي']);
    expect(screen.getByRole('button', { name: 'صفحة 6' })).toHaveAttribute('aria-current', 'page');
    await userEvent.setup().click(screen.getByRole('button', { name: 'التالي' }));
    expect(onPageChange).toHaveBeenCalledWith(7);
  });

  it('disables previous on the first page and renders nothing for a single page', () => {
    const { rerender } = render(<Pagination page={1} totalPages={3} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'السابق' })).toBeDisabled();
    rerender(<Pagination page={1} totalPages={1} onPageChange={() => {}} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

describe('Tabs', () => {
  it('moves between tabs with the arrow keys (mirrored in RTL) and Home/End', async () => {
    function Harness() {
      type Letter = 'a' | 'b' | 'c';
      const [selected, setSelected] = useState<Letter>('a');
      return (
        <div dir="ltr">
          <Tabs<Letter>
            label="letters"
            tabs={[
              { key: 'a', label: 'A' },
              { key: 'b', label: 'B' },
              { key: 'c', label: 'C' },
            ]}
            selected={selected}
            onSelect={setSelected}
          >
            panel {selected}
          </Tabs>
        </div>
      );
    }
    render(<Harness />);
    const user = userEvent.setup();
    screen.getByRole('tab', { name: 'A' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'B' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'B' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('panel b');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'C' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'A' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'B' })).toHaveAttribute('tabindex', '-1');
  });
});

describe('fields on a page the server rendered', () => {
  function LoginForm() {
    const [identifier, setIdentifier] = useState('');
    const [password, setPassword] = useState('');
    return (
      <form>
        <TextField label="identifier" value={identifier} onChange={(e) => setIdentifier(e.target.value)} />
        <PasswordField label="password" value={password} onChange={(e) => setPassword(e.target.value)} />
        <output>{`${identifier}|${password}`}</output>
      </form>
    );
  }

  it('keep what was typed before hydration, through the renders that follow', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<LoginForm />);
    document.body.append(container);
    const [identifier] = container.querySelectorAll('input');
    identifier!.value = 'student@dars.test';
    await act(async () => {
      hydrateRoot(container, <LoginForm />);
    });
    await userEvent.type(screen.getByLabelText('password'), 'secret');
    expect(screen.getByLabelText('identifier')).toHaveValue('student@dars.test');
    expect(container.querySelector('output')).toHaveTextContent('student@dars.test|secret');
    container.remove();
  });
});
