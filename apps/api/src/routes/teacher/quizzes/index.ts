import { QUIZ_IMPORT_FILE_FIELD } from '@dars/core/contract';
import { SERVER_MESSAGES } from '@dars/core/messages';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  getEditorQuiz,
  importQuizQuestions,
  quizTemplateCsv,
  rescoreQuiz,
  saveQuiz,
} from '../../../domain/quizzes/index.ts';
import { badRequest } from '../../../errors.ts';
import { ok, registerEndpoint } from '../../register-endpoint.ts';

/** The import's multipart form: the version field and the spreadsheet in the `file` part. */
async function readImportForm(request: FastifyRequest) {
  if (!request.isMultipart()) throw badRequest('multipart_required', SERVER_MESSAGES.multipartRequired);
  let version: number | undefined;
  let file: { fileName: string; data: Buffer } | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const data = await part.toBuffer(); // over the multipart file limit this throws → 413
      if (part.fieldname === QUIZ_IMPORT_FILE_FIELD) file = { fileName: part.filename ?? '', data };
    } else if (part.fieldname === 'version' && typeof part.value === 'string') {
      version = /^\d{1,9}$/.test(part.value) ? Number(part.value) : undefined;
    }
  }
  if (!version) throw badRequest('validation_failed', 'version: must be a positive whole number');
  if (!file) throw badRequest('validation_failed', SERVER_MESSAGES.spreadsheetFileRequired);
  return { version, file };
}

const quizzesRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, 'teacherQuizGet', async (request) => {
    const data = await getEditorQuiz(request.ctx, { lessonId: request.params.lessonId });
    return ok(SERVER_MESSAGES.quizRetrieved, data);
  });

  registerEndpoint(app, 'teacherQuizSave', async (request, _reply, caller) => {
    const data = await saveQuiz(request.ctx, {
      caller,
      lessonId: request.params.lessonId,
      body: request.body,
    });
    return ok(SERVER_MESSAGES.quizSaved, data);
  });

  registerEndpoint(app, 'teacherQuizImport', async (request, _reply, caller) => {
    const { version, file } = await readImportForm(request);
    const data = await importQuizQuestions(request.ctx, {
      caller,
      lessonId: request.params.lessonId,
      version,
      file,
    });
    return ok(SERVER_MESSAGES.quizImported, data);
  });

  registerEndpoint(app, 'teacherQuizTemplate', async (_request, reply) =>
    reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', 'attachment; filename="quiz-template.csv"')
      .send(quizTemplateCsv()),
  );

  registerEndpoint(app, 'teacherQuizRescore', async (request, _reply, caller) => {
    const data = await rescoreQuiz(request.ctx, {
      caller,
      lessonId: request.params.lessonId,
      version: request.body.version,
    });
    return ok(SERVER_MESSAGES.quizRescored, data);
  });
};

export default quizzesRoutes;
