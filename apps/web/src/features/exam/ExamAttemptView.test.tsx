import './messages.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ExamAttempt } from '@dars/core/contract';
import { renderWithProviders } from '../../test/render.tsx';
import { ExamAttemptView } from './ExamAttemptView.tsx';

const question = (id: number) => ({
  id,
  text: `سؤال ${id}`,
  imageUrl: null,
  type: 'MultipleChoice' as const,
  options: [
    { text: 'أ', imageUrl: null },
    { text: 'ب', imageUrl: null },
  ],
  chosen: null,
});
const attempt = (clock: ExamAttempt['questionClock']): ExamAttempt => ({
  id: 5,
  attemptNumber: 1,
  startedAt: '2026-03-06T18:00:00.000Z',
  deadlineAt: '2026-03-06T18:05:00.000Z',
  secondsLeft: 300,
  questions: clock ? [question(12)] : [question(11), question(12), question(13)],
  questionClock: clock,
});

afterEach(() => vi.useRealTimers());

describe('the attempt in progress', () => {
  it('without a time per question: every question, the answered count and the exam’s clock', () => {
    renderWithProviders(
      <ExamAttemptView attempt={attempt(null)} onTimeUp={vi.fn()} onSubmit={vi.fn()} onNext={vi.fn()} />,
    );
    expect(screen.getAllByRole('group')).toHaveLength(3);
    expect(screen.getByText('أجبت عن 0 من 3')).toBeVisible();
    expect(screen.getAllByRole('timer')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'السؤال التالي' })).toBeNull();
  });

  it('with a time per question: the one question shown, its own clock, and the next one asked for from it', async () => {
    const onNext = vi.fn().mockResolvedValue(undefined);
    renderWithProviders(
      <ExamAttemptView
        attempt={attempt({ index: 1, count: 4, questionSeconds: 30, secondsLeft: 21 })}
        onTimeUp={vi.fn()}
        onSubmit={vi.fn()}
        onNext={onNext}
      />,
    );
    expect(screen.getAllByRole('group')).toHaveLength(1);
    expect(screen.getAllByText('السؤال 2 من 4').length).toBeGreaterThan(0);
    expect(screen.getByRole('timer', { name: 'وقت السؤال' })).toHaveTextContent('0:21');
    expect(screen.getByText('لكل سؤال وقته، ولا يمكن الرجوع إلى سؤال سابق')).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: 'السؤال التالي' }));
    expect(onNext).toHaveBeenCalledWith(5, 1);
  });

  it('when the question’s time runs out, asks the server for the next one', async () => {
    vi.useFakeTimers({
      toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'performance', 'Date'],
    });
    const onNext = vi.fn().mockResolvedValue(undefined);
    renderWithProviders(
      <ExamAttemptView
        attempt={attempt({ index: 2, count: 4, questionSeconds: 30, secondsLeft: 2 })}
        onTimeUp={vi.fn()}
        onSubmit={vi.fn()}
        onNext={onNext}
      />,
    );
    await vi.advanceTimersByTimeAsync(3_000);
    expect(onNext).toHaveBeenCalledTimes(1);
    expect(onNext).toHaveBeenCalledWith(5, 2);
  });
});
