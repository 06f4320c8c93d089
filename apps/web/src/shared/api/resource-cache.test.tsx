import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { clearResourceCache, seedResources, useResource } from './resource-cache.ts';

afterEach(() => clearResourceCache());

/** Shows the resource `key` and counts its renders. */
function renderCounting(fetcher: () => Promise<string>) {
  const renders = { count: 0 };
  function Shown() {
    renders.count += 1;
    const state = useResource('greeting', fetcher);
    return <p>{state.data ?? (state.error ? 'failed' : 'loading')}</p>;
  }
  render(<Shown />);
  return renders;
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('useResource', () => {
  it('renders a seeded answer once: the server page it hydrates is not rendered again', async () => {
    seedResources({ greeting: 'أهلاً' });
    const fetcher = vi.fn(() => Promise.resolve('other'));
    const renders = renderCounting(fetcher);
    await settle();
    expect(screen.getByText('أهلاً')).toBeInTheDocument();
    expect(renders.count).toBe(1);
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('loads what it has not got and renders the answer', async () => {
    const renders = renderCounting(() => Promise.resolve('مرحباً'));
    expect(screen.getByText('loading')).toBeInTheDocument();
    await settle();
    expect(screen.getByText('مرحباً')).toBeInTheDocument();
    expect(renders.count).toBe(2);
  });

  it('shows a failure', async () => {
    renderCounting(() => Promise.reject(new Error('down')));
    await settle();
    expect(screen.getByText('failed')).toBeInTheDocument();
  });
});
