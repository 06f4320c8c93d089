import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazySection } from './LazySection.tsx';

/** An IntersectionObserver that never reports the element as visible (the visitor never scrolls). */
class NeverIntersecting {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

describe('LazySection', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows its loading text first, then loads the section after the first paint without waiting for a scroll', async () => {
    vi.stubGlobal('IntersectionObserver', NeverIntersecting);
    let resolveLoad: (module: { default: () => React.ReactElement }) => void = () => {};
    const load = vi.fn(
      () =>
        new Promise<{ default: () => React.ReactElement }>((resolve) => {
          resolveLoad = resolve;
        }),
    );
    render(<LazySection id="courses" loadingText="جاري تحميل الباقات..." load={load} />);
    expect(screen.getByRole('status')).toHaveTextContent('جاري تحميل الباقات...');
    expect(load).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('status')).toHaveTextContent('جاري تحميل الباقات...');
    resolveLoad({ default: () => <p>الباقات هنا</p> });
    expect(await screen.findByText('الباقات هنا')).toBeInTheDocument();
    expect(document.getElementById('courses')).not.toBeNull();
  });
});
