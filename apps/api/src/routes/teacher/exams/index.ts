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
import { done, ok, registerEndpoint } from '../../register-endpoint.ts';

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
  registerEndpoint(app, 'teacherExamTimeline', async (request) =>
    ok(SERVER_MESSAGES.examResultsRetrieved, await getExamTimeline(request.ctx, request.params.attemptId)),
  );
};

export default teacherExamRoutes;
