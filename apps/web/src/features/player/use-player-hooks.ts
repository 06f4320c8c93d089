import { useCallback, useEffect, useReducer, useRef } from 'react';
import { CELEBRATION_MS } from '@dars/core/rules';
import { completionReducer, initialCompletionState } from './completion-state.ts';
import { CONTROLS_HIDE_DELAY_MS, type PlayerAction } from './player-state.ts';

/** Hides the custom controls 5 s after the last activity while the video plays. */
export function useControlsAutoHide(
  state: { playing: boolean; controlsVisible: boolean; activitySerial: number },
  dispatch: (action: PlayerAction) => void,
): void {
  const { playing, controlsVisible, activitySerial } = state;
  useEffect(() => {
    if (!playing || !controlsVisible) return;
    const timer = setTimeout(() => dispatch({ type: 'controlsHidden' }), CONTROLS_HIDE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [playing, controlsVisible, activitySerial, dispatch]);
}

/**
 * Completion flow shared by the course player and the unit viewer: save the completion,
 * celebrate for 2 s, then advance (next lesson, or reload when it was the last one).
 */
export function useCompletionFlow(options: {
  complete: () => Promise<void>;
  onAdvance: () => void;
  describeError: (error: unknown) => string;
}) {
  const [state, dispatch] = useReducer(completionReducer, initialCompletionState);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const busy = useRef(false);

  const start = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    dispatch({ type: 'started' });
    try {
      await latest.current.complete();
      dispatch({ type: 'saved' });
    } catch (error) {
      busy.current = false;
      dispatch({ type: 'failed', message: latest.current.describeError(error) });
    }
  }, []);

  useEffect(() => {
    if (state.phase !== 'celebrating') return;
    const timer = setTimeout(() => {
      busy.current = false;
      dispatch({ type: 'finished' });
      latest.current.onAdvance();
    }, CELEBRATION_MS);
    return () => clearTimeout(timer);
  }, [state.phase]);

  return { state, start };
}
