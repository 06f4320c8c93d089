import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { BankQuestion, BankQuestionInput, EndpointQuery } from '@dars/core/contract';
import type { CallArgs } from '../../../shared/api/client.ts';
import { downloadTeacherFile } from '../../../shared/api/download.ts';
import { callTeacher, loadTeacher, teacherQueryKey } from '../../../shared/api/teacher-client.ts';
import { useConsoleMutation } from '../../../shared/console/index.ts';

export type BankFilters = NonNullable<EndpointQuery<'teacherBankList'>>;

/** A course's bank, searched and filtered by the server (the previous answer stays while typing). */
export function useBank(courseId: string, filters: BankFilters) {
  const args = { courseId, ...filters };
  return useQuery({
    queryKey: teacherQueryKey('teacherBankList', args),
    queryFn: ({ signal }) => loadTeacher('teacherBankList', args, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Adds a question (no id) or edits one. */
export function useSaveQuestion(courseId: string) {
  return useConsoleMutation(({ id, question }: { id: number | null; question: BankQuestionInput }) =>
    id === null
      ? loadTeacher('teacherBankCreate', { courseId, ...question })
      : loadTeacher('teacherBankUpdate', { questionId: id, ...question }),
  );
}

export function useDeleteQuestion() {
  return useConsoleMutation((questionId: number) => callTeacher('teacherBankDelete', { questionId }));
}

/** Marks a question broken (left out of every score) or counted again; answers how many attempts were re-scored. */
export function useMarkBroken() {
  return useConsoleMutation(({ questionId, broken }: { questionId: number; broken: boolean }) =>
    loadTeacher('teacherBankBroken', { questionId, broken }),
  );
}

/** The import: the sheet and, beside it, the ZIP of the pictures it names (multipart). */
export function useImportBank(courseId: string) {
  return useConsoleMutation(({ sheet, images }: { sheet: File; images: File | null }) =>
    loadTeacher('teacherBankImport', {
      courseId,
      file: sheet,
      ...(images ? { images } : {}),
    } as unknown as CallArgs<'teacherBankImport'>),
  );
}

/** Stores a picture for a question, its explanation or an option; answers the path to save. */
export async function uploadBankPicture(file: File): Promise<string> {
  const data = await loadTeacher('teacherBankPicture', {
    image: file,
  } as unknown as CallArgs<'teacherBankPicture'>);
  return data.imagePath;
}

/** Downloads the bank in the import's columns. */
export function downloadBank(courseId: string, format: 'csv' | 'xlsx') {
  return downloadTeacherFile('teacherBankExport', { courseId, format }, `question-bank.${format}`);
}

/** Downloads the pictures the bank's questions name, as a ZIP that imports beside the sheet. */
export function downloadBankPictures(courseId: string) {
  return downloadTeacherFile('teacherBankPicturesExport', { courseId }, 'question-bank-pictures.zip');
}

export type { BankQuestion, BankQuestionInput };
