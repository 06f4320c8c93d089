export { CELEBRATION_MS } from '@dars/core/rules';

export type CompletionState =
  { phase: 'idle' } | { phase: 'saving' } | { phase: 'celebrating' } | { phase: 'failed'; message: string };

export type CompletionAction =
  { type: 'started' } | { type: 'saved' } | { type: 'failed'; message: string } | { type: 'finished' };

export const initialCompletionState: CompletionState = { phase: 'idle' };

export function completionReducer(state: CompletionState, action: CompletionAction): CompletionState {
  switch (action.type) {
    case 'started':
      // A second press while saving or celebrating must not complete twice.
      return state.phase === 'saving' || state.phase === 'celebrating' ? state : { phase: 'saving' };
    case 'saved':
      return state.phase === 'saving' ? { phase: 'celebrating' } : state;
    case 'failed':
      return state.phase === 'saving' ? { phase: 'failed', message: action.message } : state;
    case 'finished':
      return state.phase === 'celebrating' ? { phase: 'idle' } : state;
  }
}
