/** The server's verdict, from a fresh submission or a stored one. */
export interface QuizOutcome {
  score: number;
  notes: string;
  correctCount: number | null;
  totalCount: number | null;
  passed: boolean | null;
  /** Index of the correct answer per question, in question order; empty when the server withholds them. */
  correctAnswers: number[];
  /** The student's chosen answer index per question (null = unanswered). */
  answers: (number | null)[];
}

export type QuizPhase = 'answering' | 'submitting' | 'completed';

export interface QuizState {
  questionCount: number;
  index: number;
  answers: (number | null)[];
  phase: QuizPhase;
  error: string | null;
  outcome: QuizOutcome | null;
  revealed: boolean;
}

export type QuizAction =
  | { type: 'answered'; answerIndex: number }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'submitStarted' }
  | { type: 'submitFailed'; message: string }
  | { type: 'submitSucceeded'; outcome: QuizOutcome }
  | { type: 'revealToggled' }
  | { type: 'retakeStarted' };

export function initialQuizState(questionCount: number, stored: QuizOutcome | null): QuizState {
  const blank = Array.from({ length: questionCount }, () => null);
  if (stored) {
    return {
      questionCount,
      index: 0,
      answers: stored.answers.length ? stored.answers : blank,
      phase: 'completed',
      error: null,
      outcome: stored,
      revealed: false,
    };
  }
  return {
    questionCount,
    index: 0,
    answers: blank,
    phase: 'answering',
    error: null,
    outcome: null,
    revealed: false,
  };
}

export function isLastQuestion(state: QuizState): boolean {
  return state.index >= state.questionCount - 1;
}

export function currentAnswer(state: QuizState): number | null {
  return state.answers[state.index] ?? null;
}

export function quizReducer(state: QuizState, action: QuizAction): QuizState {
  switch (action.type) {
    case 'answered': {
      if (state.phase !== 'answering') return state;
      const answers = state.answers.slice();
      answers[state.index] = action.answerIndex;
      return { ...state, answers, error: null };
    }
    case 'next':
      if (state.phase !== 'answering' || isLastQuestion(state) || currentAnswer(state) === null) return state;
      return { ...state, index: state.index + 1 };
    case 'previous':
      if (state.phase !== 'answering' || state.index === 0) return state;
      return { ...state, index: state.index - 1 };
    case 'submitStarted':
      if (state.phase !== 'answering' || !isLastQuestion(state) || currentAnswer(state) === null)
        return state;
      return { ...state, phase: 'submitting', error: null };
    case 'submitFailed':
      // The quiz is not completed: the student stays on the last question and may try again.
      return state.phase === 'submitting' ? { ...state, phase: 'answering', error: action.message } : state;
    case 'submitSucceeded':
      return state.phase === 'submitting'
        ? { ...state, phase: 'completed', outcome: action.outcome, error: null, revealed: false }
        : state;
    case 'revealToggled':
      if (state.phase !== 'completed' || !state.outcome?.correctAnswers.length) return state;
      return { ...state, revealed: !state.revealed };
    case 'retakeStarted':
      return state.phase === 'completed' ? initialQuizState(state.questionCount, null) : state;
  }
}
