/**
 * The quiz editor's rules, shared by the console's screens and the server: what makes a question
 * whole, how a spreadsheet row becomes a question, and whether a save changed the answer key
 * (then stored results may be re-scored). docs/product-rules.md, "Quizzes".
 */

export type EditorQuestionType = 'MultipleChoice' | 'TrueFalse';

export interface EditorAnswer {
  text: string;
  isCorrect: boolean;
}

export interface EditorQuestion {
  text: string;
  type: EditorQuestionType;
  explanation: string | null;
  answers: EditorAnswer[];
}

export const QUIZ_EDITOR_LIMITS = {
  questionText: 2000,
  answerText: 500,
  explanation: 2000,
  /** a multiple-choice question has 2..6 options; a true/false one exactly 2 */
  answersMin: 2,
  answersMax: 6,
  timeLimitMaxMinutes: 600,
  /** the importer's file size cap */
  importBytes: 1_000_000,
} as const;

/** The two options of a true/false question, in this order. */
export const TRUE_FALSE_ANSWERS = ['صح', 'خطأ'] as const;

export type QuestionProblem =
  | 'text_empty'
  | 'text_too_long'
  | 'too_few_answers'
  | 'too_many_answers'
  | 'answer_empty'
  | 'answer_too_long'
  | 'no_correct_answer'
  | 'several_correct_answers'
  | 'true_false_two_answers'
  | 'explanation_too_long';

/** Everything wrong with one question (empty when it may be saved). */
export function questionProblems(question: EditorQuestion): QuestionProblem[] {
  const problems: QuestionProblem[] = [];
  const L = QUIZ_EDITOR_LIMITS;
  if (question.text.trim() === '') problems.push('text_empty');
  else if (question.text.length > L.questionText) problems.push('text_too_long');
  if (question.type === 'TrueFalse' && question.answers.length !== 2) problems.push('true_false_two_answers');
  else if (question.answers.length < L.answersMin) problems.push('too_few_answers');
  else if (question.answers.length > L.answersMax) problems.push('too_many_answers');
  if (question.answers.some((answer) => answer.text.trim() === '')) problems.push('answer_empty');
  if (question.answers.some((answer) => answer.text.length > L.answerText)) problems.push('answer_too_long');
  const correct = question.answers.filter((answer) => answer.isCorrect).length;
  if (question.answers.length > 0 && correct === 0) problems.push('no_correct_answer');
  if (correct > 1) problems.push('several_correct_answers');
  if ((question.explanation ?? '').length > L.explanation) problems.push('explanation_too_long');
  return problems;
}

/** A new true/false question's options (the first, "true", marked correct). */
export function trueFalseAnswers(correct: 0 | 1 = 0): EditorAnswer[] {
  return TRUE_FALSE_ANSWERS.map((text, index) => ({ text, isCorrect: index === correct }));
}

/** The index of each question's correct answer (null when none), in question order. */
export function answerKeyOf(questions: readonly Pick<EditorQuestion, 'answers'>[]): Array<number | null> {
  return questions.map((question) => {
    const index = question.answers.findIndex((answer) => answer.isCorrect);
    return index < 0 ? null : index;
  });
}

/**
 * Whether stored results could now score differently: the questions' count, an option count or
 * a correct option changed. Wording edits and explanation edits do not change any score.
 */
export function answerKeyChanged(
  before: readonly Pick<EditorQuestion, 'answers'>[],
  after: readonly Pick<EditorQuestion, 'answers'>[],
): boolean {
  if (before.length !== after.length) return true;
  const keyBefore = answerKeyOf(before);
  const keyAfter = answerKeyOf(after);
  return before.some(
    (question, index) =>
      question.answers.length !== after[index]?.answers.length || keyBefore[index] !== keyAfter[index],
  );
}

// ── spreadsheet import ──────────────────────────────────────────────────────────────────────

/** The template's columns, in order: question, type, options 1–6, the correct option's number, explanation. */
export const QUIZ_IMPORT_COLUMNS = [
  'question',
  'type',
  'option1',
  'option2',
  'option3',
  'option4',
  'option5',
  'option6',
  'correct',
  'explanation',
] as const;

/** The template's example rows (under the header row). */
export const QUIZ_IMPORT_EXAMPLES: ReadonlyArray<readonly string[]> = [
  ['ما وحدة قياس القوة؟', 'mc', 'النيوتن', 'الجول', 'الواط', '', '', '', '1', 'القوة تقاس بالنيوتن'],
  ['الضوء أسرع من الصوت', 'tf', '', '', '', '', '', '', 'صح', ''],
];

export type ImportRowProblem = QuestionProblem | 'type_unknown' | 'correct_missing' | 'correct_out_of_range';

export interface ImportRowError {
  /** the row's number as the spreadsheet shows it (the header is row 1) */
  row: number;
  problems: ImportRowProblem[];
}

export interface ImportResult {
  questions: EditorQuestion[];
  errors: ImportRowError[];
}

const TYPE_WORDS: Record<string, EditorQuestionType> = {
  mc: 'MultipleChoice',
  multiplechoice: 'MultipleChoice',
  'multiple choice': 'MultipleChoice',
  'اختيار من متعدد': 'MultipleChoice',
  اختيار: 'MultipleChoice',
  tf: 'TrueFalse',
  truefalse: 'TrueFalse',
  'true/false': 'TrueFalse',
  'true false': 'TrueFalse',
  'صح وخطأ': 'TrueFalse',
  'صح أو خطأ': 'TrueFalse',
  'صواب وخطأ': 'TrueFalse',
};

const TRUE_WORDS = new Set(['1', 'true', 't', 'صح', 'صواب', 'نعم']);
const FALSE_WORDS = new Set(['2', 'false', 'f', 'خطأ', 'خطا', 'لا']);

/** Eastern Arabic digits to Western ones, so "٢" in a spreadsheet means 2. */
const westernDigits = (text: string) =>
  text.replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660));

function isHeaderRow(cells: readonly string[]): boolean {
  return (cells[0] ?? '').trim().toLowerCase() === QUIZ_IMPORT_COLUMNS[0];
}

/**
 * Turns spreadsheet rows (cells as text, the first row may be the template's header) into
 * questions. Blank rows are skipped. Every bad row is reported with all its problems; the caller
 * imports nothing when there is any (all or nothing).
 */
export function parseQuizRows(rows: ReadonlyArray<readonly string[]>): ImportResult {
  const questions: EditorQuestion[] = [];
  const errors: ImportRowError[] = [];
  rows.forEach((raw, index) => {
    const cells = raw.map((cell) => (cell ?? '').trim());
    if (cells.every((cell) => cell === '')) return;
    if (index === 0 && isHeaderRow(cells)) return;
    const row = index + 1;
    const [text = '', typeWord = '', ...rest] = cells;
    const options = rest.slice(0, 6);
    const correctWord = westernDigits(rest[6] ?? '').toLowerCase();
    const explanation = rest[7] ?? '';
    const type = TYPE_WORDS[typeWord.toLowerCase()];
    if (!type) {
      errors.push({ row, problems: ['type_unknown'] });
      return;
    }
    const problems: ImportRowProblem[] = [];
    let answers: EditorAnswer[];
    if (type === 'TrueFalse') {
      const correct = TRUE_WORDS.has(correctWord) ? 0 : FALSE_WORDS.has(correctWord) ? 1 : null;
      if (correctWord === '') problems.push('correct_missing');
      else if (correct === null) problems.push('correct_out_of_range');
      answers = trueFalseAnswers(correct ?? 0);
    } else {
      // options are the filled cells in column order
      const filled = options.filter((option) => option !== '');
      const chosen = /^\d+$/.test(correctWord) ? Number(correctWord) : null;
      if (correctWord === '') problems.push('correct_missing');
      else if (chosen === null || chosen < 1 || chosen > filled.length) problems.push('correct_out_of_range');
      answers = filled.map((option, i) => ({ text: option, isCorrect: i + 1 === chosen }));
    }
    const question: EditorQuestion = { text, type, explanation: explanation || null, answers };
    for (const problem of questionProblems(question)) {
      // a missing or impossible "correct" cell already says why no option is marked
      if (problem === 'no_correct_answer' && problems.length > 0) continue;
      problems.push(problem);
    }
    if (problems.length > 0) errors.push({ row, problems });
    else questions.push(question);
  });
  return { questions, errors };
}
