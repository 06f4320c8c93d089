import { QUIZ_IMPORT_COLUMNS, QUIZ_IMPORT_EXAMPLES } from '@dars/core/rules';
import { csvText } from '../../files/index.ts';

/** The import's template as CSV: the columns the importer reads and an example of each question type. */
export function quizTemplateCsv(): string {
  return csvText([QUIZ_IMPORT_COLUMNS, ...QUIZ_IMPORT_EXAMPLES]);
}
