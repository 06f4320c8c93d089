import { describe, expect, it } from 'vitest';
import { QUIZ_IMPORT_COLUMNS, parseQuizRows } from '@dars/core/rules';
import { quizTemplateCsv } from '../domain/quizzes/quiz-template.ts';
import { csvStream, csvText, readCsvRows } from './csv.ts';

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  let out = '';
  for await (const chunk of stream) out += String(chunk);
  return out;
}

describe('csvText', () => {
  it('quotes every field, neutralises formula text, starts with a byte-order mark', () => {
    expect(
      csvText([
        ['name', 'score'],
        ['=1+1', 7],
        ['say "hi"', null],
      ]),
    ).toBe('\uFEFF"name","score"\r\n"\'=1+1","7"\r\n"say ""hi""",""\r\n');
  });

  it('a field holding ; or a tab stays inside its quotes, a formula after it neutralised', () => {
    expect(csvText([["x;=cmd|' /C calc'!A0", 'a\t=b', 'a;b']], { bom: false })).toBe(
      '"x;\'=cmd|\' /C calc\'!A0","a\t\'=b","a;b"\r\n',
    );
  });

  it('writes the terminal variant: no mark, another delimiter and line end', () => {
    expect(csvText([['a', 'b']], { bom: false, delimiter: '\t', eol: '\n' })).toBe('"a"\t"b"\n');
  });

  it('streams the same text as it writes at once', async () => {
    async function* rows() {
      yield ['name', 'n'];
      yield ['@x', 1];
    }
    expect(await text(csvStream(rows()))).toBe(
      csvText([
        ['name', 'n'],
        ['@x', 1],
      ]),
    );
  });
});

describe('readCsvRows', () => {
  it.each<[string, string, string[][]]>([
    [
      'plain cells',
      'a,b\r\nc,d\r\n',
      [
        ['a', 'b'],
        ['c', 'd'],
      ],
    ],
    ['quoted comma, quote and line break', '"a,1","say ""hi""","x\ny"\n', [['a,1', 'say "hi"', 'x\ny']]],
    ['byte-order mark and no final line break', '\uFEFFس,ص', [['س', 'ص']]],
    ['empty cells', ',,\n', [['', '', '']]],
    ['rows of different lengths', 'a\nb,c\n', [['a'], ['b', 'c']]],
  ])('%s', (_label, source, rows) => {
    expect(readCsvRows(source)).toEqual(rows);
  });

  it('stops at the row cap', () => {
    expect(readCsvRows('a\nb\nc\n', { maxRows: 2 })).toEqual([['a'], ['b']]);
  });

  it('the quiz template reads back as its own examples, all valid', () => {
    const rows = readCsvRows(quizTemplateCsv());
    expect(rows[0]).toEqual([...QUIZ_IMPORT_COLUMNS]);
    const result = parseQuizRows(rows);
    expect(result.errors).toEqual([]);
    expect(result.questions.map((q) => q.type)).toEqual(['MultipleChoice', 'TrueFalse']);
  });
});
