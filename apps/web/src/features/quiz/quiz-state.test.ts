import { describe, expect, it } from 'vitest';
import {
  currentAnswer,
  initialQuizState,
  isLastQuestion,
  quizReducer,
  type QuizAction,
  type QuizOutcome,
  type QuizState,
} from './quiz-state.ts';

const outcome: QuizOutcome = {
  score: 67,
  notes: 'Correct answers: 2 out of 3',
  correctCount: 2,
  totalCount: 3,
  passed: false,
  correctAnswers: [1, 0, 2],
  answers: [1, 0, 3],
};

function run(actions: QuizAction[], from: QuizState = initialQuizState(3, null)): QuizState {
  return actions.reduce(quizReducer, from);
}

const answerAll: QuizAction[] = [
  { type: 'answered', answerIndex: 1 },
  { type: 'next' },
  { type: 'answered', answerIndex: 0 },
  { type: 'next' },
  { type: 'answered', answerIndex: 3 },
];

describe('quiz state machine', () => {
  it('starts on the first question with no answers', () => {
    const state = initialQuizState(3, null);
    expect(state).toMatchObject({ index: 0, phase: 'answering', answers: [null, null, null], outcome: null });
  });

  it('does not move on before the question is answered', () => {
    expect(run([{ type: 'next' }]).index).toBe(0);
    expect(run([{ type: 'answered', answerIndex: 2 }, { type: 'next' }]).index).toBe(1);
  });

  it('keeps one answer per question; changing it replaces it', () => {
    const state = run([
      { type: 'answered', answerIndex: 2 },
      { type: 'answered', answerIndex: 0 },
    ]);
    expect(state.answers).toEqual([0, null, null]);
    expect(currentAnswer(state)).toBe(0);
  });

  it('goes back without losing answers', () => {
    const state = run([...answerAll.slice(0, 3), { type: 'previous' }]);
    expect(state.index).toBe(0);
    expect(state.answers).toEqual([1, 0, null]);
    expect(run([{ type: 'previous' }]).index).toBe(0);
  });

  it('does not pass the last question with next; only submitting ends it', () => {
    const last = run(answerAll);
    expect(isLastQuestion(last)).toBe(true);
    expect(quizReducer(last, { type: 'next' })).toBe(last);
  });

  it('submits only from the answered last question', () => {
    expect(run([{ type: 'answered', answerIndex: 1 }, { type: 'submitStarted' }]).phase).toBe('answering');
    expect(run([...answerAll.slice(0, 4), { type: 'submitStarted' }]).phase).toBe('answering');
    expect(run([...answerAll, { type: 'submitStarted' }]).phase).toBe('submitting');
  });

  it('a failed submit shows the message and leaves the quiz not completed', () => {
    const state = run([
      ...answerAll,
      { type: 'submitStarted' },
      { type: 'submitFailed', message: 'Failed to submit quiz result' },
    ]);
    expect(state.phase).toBe('answering');
    expect(state.error).toBe('Failed to submit quiz result');
    expect(state.outcome).toBeNull();
    expect(state.answers).toEqual([1, 0, 3]);
    const retried = quizReducer(state, { type: 'submitStarted' });
    expect(retried).toMatchObject({ phase: 'submitting', error: null });
  });

  it('ignores answers while submitting', () => {
    const state = run([...answerAll, { type: 'submitStarted' }, { type: 'answered', answerIndex: 0 }]);
    expect(state.answers).toEqual([1, 0, 3]);
  });

  it('a successful submit completes with the server outcome; reveal toggles', () => {
    const done = run([...answerAll, { type: 'submitStarted' }, { type: 'submitSucceeded', outcome }]);
    expect(done.phase).toBe('completed');
    expect(done.outcome?.score).toBe(67);
    expect(done.revealed).toBe(false);
    const revealed = quizReducer(done, { type: 'revealToggled' });
    expect(revealed.revealed).toBe(true);
    expect(quizReducer(revealed, { type: 'revealToggled' }).revealed).toBe(false);
  });

  it('cannot reveal when the server withholds the correct answers or before completion', () => {
    const hidden = initialQuizState(3, { ...outcome, correctAnswers: [] });
    expect(quizReducer(hidden, { type: 'revealToggled' }).revealed).toBe(false);
    expect(run([{ type: 'revealToggled' }]).revealed).toBe(false);
  });

  it('an already-submitted quiz opens completed with its stored score and answers', () => {
    const state = initialQuizState(3, outcome);
    expect(state.phase).toBe('completed');
    expect(state.outcome?.score).toBe(67);
    expect(state.answers).toEqual([1, 0, 3]);
  });

  it('a retake starts over', () => {
    const state = quizReducer(initialQuizState(3, outcome), { type: 'retakeStarted' });
    expect(state).toMatchObject({ phase: 'answering', index: 0, answers: [null, null, null], outcome: null });
  });

  it('ignores a late submit result when not submitting', () => {
    const state = initialQuizState(3, null);
    expect(quizReducer(state, { type: 'submitSucceeded', outcome })).toBe(state);
    expect(quizReducer(state, { type: 'submitFailed', message: 'x' })).toBe(state);
  });
});
