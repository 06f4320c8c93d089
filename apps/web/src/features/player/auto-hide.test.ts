import { act, renderHook } from '@testing-library/react';
import { useReducer } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTROLS_HIDE_DELAY_MS, initialPlayerState, playerReducer } from './player-state.ts';
import { useControlsAutoHide } from './use-player-hooks.ts';

function usePlayer() {
  const [state, dispatch] = useReducer(playerReducer, initialPlayerState);
  useControlsAutoHide(state, dispatch);
  return { state, dispatch };
}

describe('controls auto-hide', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('hides the controls 5 s after playback starts', () => {
    const { result } = renderHook(usePlayer);
    act(() => result.current.dispatch({ type: 'played' }));
    act(() => vi.advanceTimersByTime(CONTROLS_HIDE_DELAY_MS - 1));
    expect(result.current.state.controlsVisible).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.state.controlsVisible).toBe(false);
  });

  it('never hides while paused', () => {
    const { result } = renderHook(usePlayer);
    act(() => vi.advanceTimersByTime(CONTROLS_HIDE_DELAY_MS * 3));
    expect(result.current.state.controlsVisible).toBe(true);
  });

  it('restarts the 5 s countdown on activity', () => {
    const { result } = renderHook(usePlayer);
    act(() => result.current.dispatch({ type: 'played' }));
    act(() => vi.advanceTimersByTime(4000));
    act(() => result.current.dispatch({ type: 'activity' }));
    act(() => vi.advanceTimersByTime(4000));
    expect(result.current.state.controlsVisible).toBe(true);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.state.controlsVisible).toBe(false);
  });

  it('shows them again when the mouse moves and hides again later', () => {
    const { result } = renderHook(usePlayer);
    act(() => result.current.dispatch({ type: 'played' }));
    act(() => vi.advanceTimersByTime(CONTROLS_HIDE_DELAY_MS));
    act(() => result.current.dispatch({ type: 'activity' }));
    expect(result.current.state.controlsVisible).toBe(true);
    act(() => vi.advanceTimersByTime(CONTROLS_HIDE_DELAY_MS));
    expect(result.current.state.controlsVisible).toBe(false);
  });
});
