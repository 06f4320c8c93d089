import { SERVER_MESSAGES } from '@dars/core/messages';
import type { FastifyPluginAsync } from 'fastify';
import {
  createBankQuestion,
  deleteBankQuestion,
  listBankQuestions,
  markBankQuestionBroken,
  updateBankQuestion,
} from '../../../domain/exams/bank-questions.ts';
import { getExamResults, getExamTimeline } from '../../../domain/exams/exam-results.ts';
import { getTeacherExam, saveExam } from '../../../domain/exams/teacher-exam.ts';
import { exportBankPictures, exportBankQuestions } from '../../../domain/exams/export-bank.ts';
import { getTeacherHonourBoard, setHonourBoardOnHome } from '../../../domain/exams/honour-board.ts';
import { SPREADSHEET_CONTENT_TYPES } from '../../../files/index.ts';
import { done, ok, registerEndpoint } from '../../register-endpoint.ts';
import path from 'node:path';
import { BANK_IMPORT_FILE_FIELD, BANK_IMPORT_IMAGES_FIELD, BANK_PICTURE_FIELD } from '@dars/core/contract';
import { readUploadForm, UPLOAD_LIMITS } from '../../../domain/uploads/index.ts';
import { UPLOADS_URL_PREFIX } from '../../../domain/uploads/store-image.ts';
import type { FastifyRequest } from 'fastify';
import { importBankQuestions } from '../../../domain/exams/import-bank.ts';
import { badRequest } from '../../../errors.ts';

/** The largest sheet or pictures' ZIP one import takes. */
const BANK_IMPORT_MAX_BYTES = 20 * 1024 * 1024;

/** The import's multipart form: the sheet in `file`, the pictures' ZIP in `images`. */
async function readImportForm(request: FastifyRequest) {
  if (!request.isMultipart()) throw badRequest('multipart_required', SERVER_MESSAGES.multipartRequired);
  let sheet: { fileName: string; data: Buffer } | undefined;
  let zip: Buffer | null = null;
  // the pictures' ZIP may be larger than one picture; the ZIP reader still guards what it inflates
  for await (const part of request.parts({ limits: { fileSize: BANK_IMPORT_MAX_BYTES, files: 2 } })) {
    if (part.type !== 'file') continue;
    const data = await part.toBuffer(); // over the multipart file limit this throws → 413
    if (part.fieldname === BANK_IMPORT_FILE_FIELD) sheet = { fileName: part.filename ?? '', data };
    else if (part.fieldname === BANK_IMPORT_IMAGES_FIELD && data.length > 0) zip = data;
  }
  if (!sheet) throw badRequest('validation_failed', SERVER_MESSAGES.spreadsheetFileRequired);
  return { sheet, zip };
}

/** The question bank, exam settings and results in the console. */
const teacherExamRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, 'teacherBankList', async (request) =>
    ok(
      SERVER_MESSAGES.bankRetrieved,
      await listBankQuestions(request.ctx, { courseId: request.params.courseId, ...request.query }),
    ),
  );
  registerEndpoint(app, 'teacherBankCreate', async (request, _reply, caller) =>
    ok(
      SERVER_MESSAGES.bankQuestionSaved,
      await createBankQuestion(request.ctx, {
        caller,
        courseId: request.params.courseId,
        question: request.body,
      }),
    ),
  );
  registerEndpoint(app, 'teacherBankUpdate', async (request, _reply, caller) =>
    ok(
      SERVER_MESSAGES.bankQuestionSaved,
      await updateBankQuestion(request.ctx, {
        caller,
        questionId: request.params.questionId,
        question: request.body,
      }),
    ),
  );
  registerEndpoint(app, 'teacherBankDelete', async (request, _reply, caller) => {
    await deleteBankQuestion(request.ctx, { caller, questionId: request.params.questionId });
    return done(SERVER_MESSAGES.bankQuestionDeleted);
  });
  registerEndpoint(app, 'teacherBankPicture', async (request) => {
    const form = await readUploadForm(request, {
      fileField: BANK_PICTURE_FIELD,
      kind: 'image',
      maxBytes: UPLOAD_LIMITS.image,
      dir: path.join(app.config.dataDir, 'uploads'),
      required: true,
    });
    return ok(SERVER_MESSAGES.bankPictureSaved, {
      imagePath: `${UPLOADS_URL_PREFIX}${form.upload!.name}`,
    });
  });
  registerEndpoint(app, 'teacherBankExport', async (request, reply) => {
    const { format } = request.query;
    const file = await exportBankQuestions(request.ctx, { courseId: request.params.courseId, format });
    const day = request.ctx.now().toISOString().slice(0, 10);
    return reply
      .header('Content-Type', SPREADSHEET_CONTENT_TYPES[format])
      .header('Content-Disposition', `attachment; filename="question-bank-${day}.${format}"`)
      .send(file);
  });
  registerEndpoint(app, 'teacherBankPicturesExport', async (request, reply) => {
    const file = await exportBankPictures(request.ctx, {
      courseId: request.params.courseId,
      uploadsDir: path.join(app.config.dataDir, 'uploads'),
    });
    const day = request.ctx.now().toISOString().slice(0, 10);
    return reply
      .header('Content-Type', 'application/zip')
      .header('Content-Disposition', `attachment; filename="question-bank-pictures-${day}.zip"`)
      .send(file);
  });
  registerEndpoint(app, 'teacherBankImport', async (request, _reply, caller) => {
    const form = await readImportForm(request);
    const data = await importBankQuestions(request.ctx, {
      caller,
      courseId: request.params.courseId,
      uploadsDir: path.join(app.config.dataDir, 'uploads'),
      ...form,
    });
    return ok(SERVER_MESSAGES.bankQuestionSaved, data);
  });
  registerEndpoint(app, 'teacherBankBroken', async (request, _reply, caller) =>
    ok(
      SERVER_MESSAGES.bankQuestionSaved,
      await markBankQuestionBroken(request.ctx, {
        caller,
        questionId: request.params.questionId,
        broken: request.body.broken,
      }),
    ),
  );
  registerEndpoint(app, 'teacherExamGet', async (request) =>
    ok(SERVER_MESSAGES.examRetrieved, await getTeacherExam(request.ctx, request.params.lessonId)),
  );
  registerEndpoint(app, 'teacherExamSave', async (request, _reply, caller) =>
    ok(
      SERVER_MESSAGES.examSaved,
      await saveExam(request.ctx, { caller, lessonId: request.params.lessonId, settings: request.body }),
    ),
  );
  registerEndpoint(app, 'teacherExamResults', async (request) =>
    ok(SERVER_MESSAGES.examResultsRetrieved, await getExamResults(request.ctx, request.params.lessonId)),
  );
  registerEndpoint(app, 'teacherHonourBoard', async (request) =>
    ok(
      SERVER_MESSAGES.honourBoardRetrieved,
      await getTeacherHonourBoard(request.ctx, {
        courseId: request.params.courseId,
        lessonId: request.query.lessonId,
      }),
    ),
  );
  registerEndpoint(app, 'teacherHonourHome', async (request, _reply, caller) =>
    ok(
      SERVER_MESSAGES.honourHomeSaved,
      await setHonourBoardOnHome(request.ctx, {
        caller,
        courseId: request.params.courseId,
        onHome: request.body.onHome,
      }),
    ),
  );
  registerEndpoint(app, 'teacherExamTimeline', async (request) =>
    ok(SERVER_MESSAGES.examResultsRetrieved, await getExamTimeline(request.ctx, request.params.attemptId)),
  );
};

export default teacherExamRoutes;
