import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CELEBRATION_MS, completionReducer, initialCompletionState } from './completion-state.ts';
import { useCompletionFlow } from './use-player-hooks.ts';

describe('completionReducer', () => {
  it('goes idle → saving → celebrating → idle', () => {
    let state = completionReducer(initialCompletionState, { type: 'started' });
    expect(state.phase).toBe('saving');
    state = completionReducer(state, { type: 'saved' });
    expect(state.phase).toBe('celebrating');
    state = completionReducer(state, { type: 'finished' });
    expect(state.phase).toBe('idle');
  });

  it('a failure keeps the message and allows another try', () => {
    const failed = completionReducer({ phase: 'saving' }, { type: 'failed', message: 'boom' });
    expect(failed).toEqual({ phase: 'failed', message: 'boom' });
    expect(completionReducer(failed, { type: 'started' }).phase).toBe('saving');
  });

  it('ignores a second start while celebrating', () => {
    const state = { phase: 'celebrating' } as const;
    expect(completionReducer(state, { type: 'started' })).toBe(state);
  });
});

describe('useCompletionFlow', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('saves once, celebrates for 2 s, then advances', async () => {
    const complete = vi.fn().mockResolvedValue(undefined);
    const onAdvance = vi.fn();
    const { result } = renderHook(() => useCompletionFlow({ complete, onAdvance, describeError: String }));

    await act(async () => {
      void result.current.start();
      void result.current.start();
    });
    expect(complete).toHaveBeenCalledTimes(1);
    expect(result.current.state.phase).toBe('celebrating');

    act(() => vi.advanceTimersByTime(CELEBRATION_MS - 1));
    expect(onAdvance).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onAdvance).toHaveBeenCalledTimes(1);
    expect(result.current.state.phase).toBe('idle');
  });

  it('shows the error and does not advance when saving fails', async () => {
    const complete = vi.fn().mockRejectedValue(new Error('nope'));
    const onAdvance = vi.fn();
    const { result } = renderHook(() =>
      useCompletionFlow({ complete, onAdvance, describeError: (e) => (e as Error).message }),
    );
    await act(async () => {
      await result.current.start();
    });
    expect(result.current.state).toEqual({ phase: 'failed', message: 'nope' });
    act(() => vi.advanceTimersByTime(CELEBRATION_MS * 2));
    expect(onAdvance).not.toHaveBeenCalled();
  });
});
