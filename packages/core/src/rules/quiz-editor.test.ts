import { describe, expect, it } from 'vitest';
import {
  answerKeyChanged,
  parseQuizRows,
  questionProblems,
  trueFalseAnswers,
  type EditorQuestion,
  type ImportRowProblem,
  type QuestionProblem,
} from './quiz-editor.ts';

const mc = (answers: Array<[string, boolean]>, extra: Partial<EditorQuestion> = {}): EditorQuestion => ({
  text: 'سؤال',
  type: 'MultipleChoice',
  explanation: null,
  answers: answers.map(([text, isCorrect]) => ({ text, isCorrect })),
  ...extra,
});

describe('questionProblems', () => {
  it.each<[string, EditorQuestion, QuestionProblem[]]>([
    [
      'a whole multiple-choice question',
      mc([
        ['أ', true],
        ['ب', false],
      ]),
      [],
    ],
    ['a whole true/false question', { ...mc([]), type: 'TrueFalse', answers: trueFalseAnswers(1) }, []],
    [
      'empty text',
      mc(
        [
          ['أ', true],
          ['ب', false],
        ],
        { text: '  ' },
      ),
      ['text_empty'],
    ],
    ['one option', mc([['أ', true]]), ['too_few_answers']],
    [
      'seven options',
      mc([
        ['1', true],
        ['2', false],
        ['3', false],
        ['4', false],
        ['5', false],
        ['6', false],
        ['7', false],
      ]),
      ['too_many_answers'],
    ],
    [
      'no correct option',
      mc([
        ['أ', false],
        ['ب', false],
      ]),
      ['no_correct_answer'],
    ],
    [
      'two correct options',
      mc([
        ['أ', true],
        ['ب', true],
      ]),
      ['several_correct_answers'],
    ],
    [
      'an empty option',
      mc([
        ['أ', true],
        [' ', false],
      ]),
      ['answer_empty'],
    ],
    [
      'true/false with three options',
      {
        ...mc([
          ['صح', true],
          ['خطأ', false],
          ['ربما', false],
        ]),
        type: 'TrueFalse',
      },
      ['true_false_two_answers'],
    ],
    [
      'explanation too long',
      mc(
        [
          ['أ', true],
          ['ب', false],
        ],
        { explanation: 'x'.repeat(2001) },
      ),
      ['explanation_too_long'],
    ],
  ])('%s', (_label, question, problems) => {
    expect(questionProblems(question)).toEqual(problems);
  });
});

describe('answerKeyChanged', () => {
  const a = mc([
    ['أ', true],
    ['ب', false],
  ]);
  const b = mc([
    ['أ', false],
    ['ب', true],
  ]);
  const three = mc([
    ['أ', true],
    ['ب', false],
    ['ج', false],
  ]);
  it.each<[string, EditorQuestion[], EditorQuestion[], boolean]>([
    ['same key, new wording', [a], [{ ...a, text: 'صياغة جديدة', explanation: 'شرح' }], false],
    ['another correct option', [a], [b], true],
    ['an option added', [a], [three], true],
    ['a question added', [a], [a, b], true],
    ['a question removed', [a, b], [a], true],
    ['nothing', [], [], false],
  ])('%s → %s', (_label, before, after, changed) => {
    expect(answerKeyChanged(before, after)).toBe(changed);
  });
});

describe('parseQuizRows', () => {
  const header = [
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
  ];
  const row = (cells: string[]) => [...cells, ...Array(10 - cells.length).fill('')] as string[];

  it.each<[string, string[], EditorQuestion]>([
    [
      'multiple choice, correct by number',
      row(['س1', 'mc', 'أ', 'ب', 'ج', '', '', '', '2', 'لأن']),
      mc(
        [
          ['أ', false],
          ['ب', true],
          ['ج', false],
        ],
        { text: 'س1', explanation: 'لأن' },
      ),
    ],
    [
      'Arabic type word and Eastern digit',
      row(['س2', 'اختيار من متعدد', 'أ', 'ب', '', '', '', '', '١']),
      mc(
        [
          ['أ', true],
          ['ب', false],
        ],
        { text: 'س2' },
      ),
    ],
    [
      'options with a gap keep their order',
      row(['س3', 'MC', 'أ', '', 'ج', '', '', '', '2']),
      mc(
        [
          ['أ', false],
          ['ج', true],
        ],
        { text: 'س3' },
      ),
    ],
    [
      'true/false answered "خطأ"',
      row(['س4', 'صح وخطأ', '', '', '', '', '', '', 'خطأ']),
      { text: 'س4', type: 'TrueFalse', explanation: null, answers: trueFalseAnswers(1) },
    ],
    [
      'true/false answered "true"',
      row(['س5', 'TF', '', '', '', '', '', '', 'TRUE']),
      { text: 'س5', type: 'TrueFalse', explanation: null, answers: trueFalseAnswers(0) },
    ],
  ])('%s', (_label, cells, question) => {
    expect(parseQuizRows([header, cells])).toEqual({ questions: [question], errors: [] });
  });

  it.each<[string, string[], ImportRowProblem[]]>([
    ['unknown type', row(['س', 'essay', 'أ', 'ب', '', '', '', '', '1']), ['type_unknown']],
    ['no correct cell', row(['س', 'mc', 'أ', 'ب']), ['correct_missing']],
    ['correct beyond the options', row(['س', 'mc', 'أ', 'ب', '', '', '', '', '3']), ['correct_out_of_range']],
    ['correct not a number', row(['س', 'mc', 'أ', 'ب', '', '', '', '', 'ب']), ['correct_out_of_range']],
    ['one option only', row(['س', 'mc', 'أ', '', '', '', '', '', '1']), ['too_few_answers']],
    ['empty question', row(['', 'mc', 'أ', 'ب', '', '', '', '', '1']), ['text_empty']],
    [
      'true/false with a bad answer',
      row(['س', 'tf', '', '', '', '', '', '', 'ربما']),
      ['correct_out_of_range'],
    ],
  ])('refuses a row with %s', (_label, cells, problems) => {
    expect(parseQuizRows([header, cells])).toEqual({ questions: [], errors: [{ row: 2, problems }] });
  });

  it('numbers rows as the spreadsheet shows them, skips blank rows, and reports every bad row', () => {
    const result = parseQuizRows([
      header,
      row(['س1', 'mc', 'أ', 'ب', '', '', '', '', '1']),
      row([]),
      row(['س2', 'mc', 'أ', 'ب', '', '', '', '', '9']),
      row(['س3', 'xx']),
    ]);
    expect(result.questions).toHaveLength(1);
    expect(result.errors).toEqual([
      { row: 4, problems: ['correct_out_of_range'] },
      { row: 5, problems: ['type_unknown'] },
    ]);
  });

  it('reads a file without the header row from its first row', () => {
    expect(parseQuizRows([row(['س', 'tf', '', '', '', '', '', '', 'صح'])]).questions).toHaveLength(1);
  });
});
