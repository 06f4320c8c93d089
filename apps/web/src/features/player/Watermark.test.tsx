import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Watermark } from './Watermark.tsx';

describe('Watermark', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('draws the phone number and walks the square path inside 5–35 %', () => {
    render(<Watermark text="01000000001" opacity={0.2} />);
    const mark = screen.getByTestId('video-watermark');
    expect(mark).toHaveTextContent('01000000001');
    expect(mark.style.opacity).toBe('0.2');
    const positions = new Set<string>();
    for (let second = 0; second < 20; second += 1) {
      positions.add(`${mark.style.left}|${mark.style.top}`);
      for (const value of [mark.style.left, mark.style.top]) {
        const pct = Number.parseFloat(value);
        expect(pct).toBeGreaterThanOrEqual(5);
        expect(pct).toBeLessThanOrEqual(35);
      }
      act(() => vi.advanceTimersByTime(1000));
    }
    expect(positions.size).toBeGreaterThan(10);
  });

  it('draws nothing without a phone number', () => {
    render(<Watermark text="" opacity={0.7} />);
    expect(screen.queryByTestId('video-watermark')).toBeNull();
  });
});
