import { bankQuestionInputSchema, type BankQuestion, type BankQuestionInput } from '@dars/core/contract';

export type OptionDraft = BankQuestionInput['options'][number];

/** A new question's form: multiple choice with four empty options. */
export const blankQuestion = (unit = ''): BankQuestionInput => ({
  text: '',
  imagePath: null,
  type: 'MultipleChoice',
  options: Array.from({ length: 4 }, () => ({ text: '', imagePath: null })),
  correctIndex: 0,
  explanation: '',
  explanationImagePath: null,
  unit,
  topic: '',
  difficulty: 'medium',
});

export const inputOf = (question: BankQuestion): BankQuestionInput => ({
  text: question.text,
  imagePath: question.imagePath,
  type: question.type,
  options: question.options.map((option) => ({ text: option.text, imagePath: option.imagePath })),
  correctIndex: question.correctIndex,
  explanation: question.explanation,
  explanationImagePath: question.explanationImagePath,
  unit: question.unit,
  topic: question.topic,
  difficulty: question.difficulty,
});

/** Switching the type: true/false has exactly its two options. */
export function withType(
  question: BankQuestionInput,
  type: BankQuestionInput['type'],
  texts: { true: string; false: string },
): BankQuestionInput {
  if (type === question.type) return question;
  if (type === 'TrueFalse')
    return {
      ...question,
      type,
      options: [
        { text: texts.true, imagePath: null },
        { text: texts.false, imagePath: null },
      ],
      correctIndex: Math.min(question.correctIndex, 1),
    };
  return { ...question, type, options: [...question.options, { text: '', imagePath: null }] };
}

/** Removing an option keeps the right answer on the same option (or the first). */
export function withoutOption(question: BankQuestionInput, index: number): BankQuestionInput {
  const options = question.options.filter((_, i) => i !== index);
  const correctIndex =
    question.correctIndex === index
      ? 0
      : question.correctIndex > index
        ? question.correctIndex - 1
        : question.correctIndex;
  return { ...question, options, correctIndex };
}

/** What is wrong before sending, as the server would say (the same contract schema). */
export function problemsOf(question: BankQuestionInput): Set<string> {
  const checked = bankQuestionInputSchema.safeParse(question);
  if (checked.success) return new Set();
  return new Set(checked.error.issues.map((issue) => String(issue.path[0] ?? 'question')));
}
