import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Testimonials } from './TestimonialsSection.tsx';

const items = [
  { author: 'Mariam', caption: 'S3', text: 'First quote', rating: 5 },
  { author: 'Youssef', caption: 'S2', text: 'Second quote', rating: 5 },
  { author: 'Salma', caption: 'S1', text: 'Third quote', rating: 4 },
];

afterEach(() => vi.useRealTimers());

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('Testimonials', () => {
  it('rotates every 4 s inside a polite live region', () => {
    vi.useFakeTimers();
    render(<Testimonials testimonials={items} />);
    const region = screen.getByTestId('testimonial');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent('First quote');
    advance(3_999);
    expect(region).toHaveTextContent('First quote');
    advance(1);
    expect(region).toHaveTextContent('Second quote');
    advance(4_000);
    expect(region).toHaveTextContent('Third quote');
    advance(4_000);
    expect(region).toHaveTextContent('First quote');
  });

  it('pauses on hover and with the pause button', () => {
    vi.useFakeTimers();
    render(<Testimonials testimonials={items} />);
    const region = screen.getByTestId('testimonial');
    fireEvent.mouseEnter(region.parentElement!);
    advance(10_000);
    expect(region).toHaveTextContent('First quote');
    fireEvent.mouseLeave(region.parentElement!);
    const pause = screen.getByRole('button', { name: 'إيقاف التبديل التلقائي' });
    fireEvent.click(pause);
    expect(screen.getByRole('button', { name: 'تشغيل التبديل التلقائي' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    advance(10_000);
    expect(region).toHaveTextContent('First quote');
    fireEvent.click(screen.getByRole('button', { name: 'تشغيل التبديل التلقائي' }));
    advance(4_000);
    expect(region).toHaveTextContent('Second quote');
  });
});
