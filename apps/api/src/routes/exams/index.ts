import { SERVER_MESSAGES } from '@dars/core/messages';
import type { FastifyPluginAsync } from 'fastify';
import {
  getHonourBoard,
  getHonourName,
  listPublicHonourBoards,
  setHonourName,
} from '../../domain/exams/honour-board.ts';
import {
  nextExamQuestion,
  recordExamEvent,
  saveExamAnswer,
  submitExamAttempt,
} from '../../domain/exams/save-exam-answer.ts';
import { getExam, startExam } from '../../domain/exams/start-exam.ts';
import { done, ok, registerEndpoint } from '../register-endpoint.ts';
import { refuseStaffProgress } from '../learning/staff-preview.ts';

/** Exams timed by the server: start or resume, save each answer, move on, submit; the honour boards. */
const examRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, 'examGet', async (request, _reply, caller) => {
    refuseStaffProgress(caller);
    return ok(
      SERVER_MESSAGES.examRetrieved,
      await getExam(request.ctx, { userId: caller.userId, lessonId: request.params.lessonId }),
    );
  });

  registerEndpoint(app, 'examStart', async (request, _reply, caller) => {
    refuseStaffProgress(caller);
    const data = await startExam(request.ctx, {
      userId: caller.userId,
      lessonId: request.params.lessonId,
      deviceId: caller.deviceId,
    });
    return ok(SERVER_MESSAGES.examStarted, data);
  });

  registerEndpoint(app, 'examAnswer', async (request, _reply, caller) => {
    const data = await saveExamAnswer(request.ctx, {
      userId: caller.userId,
      deviceId: caller.deviceId,
      attemptId: request.params.attemptId,
      questionId: request.body.questionId,
      option: request.body.option,
    });
    return ok(SERVER_MESSAGES.answerSaved, data);
  });

  registerEndpoint(app, 'examSubmit', async (request, _reply, caller) => {
    const lessonId = await submitExamAttempt(request.ctx, {
      userId: caller.userId,
      deviceId: caller.deviceId,
      attemptId: request.params.attemptId,
    });
    return ok(SERVER_MESSAGES.examSubmitted, await getExam(request.ctx, { userId: caller.userId, lessonId }));
  });

  registerEndpoint(app, 'examNext', async (request, _reply, caller) => {
    const lessonId = await nextExamQuestion(request.ctx, {
      userId: caller.userId,
      deviceId: caller.deviceId,
      attemptId: request.params.attemptId,
      from: request.body.from,
    });
    return ok(
      SERVER_MESSAGES.examQuestionShown,
      await getExam(request.ctx, { userId: caller.userId, lessonId }),
    );
  });

  registerEndpoint(app, 'examEvent', async (request, _reply, caller) => {
    await recordExamEvent(request.ctx, {
      userId: caller.userId,
      deviceId: caller.deviceId,
      attemptId: request.params.attemptId,
      kind: request.body.kind,
    });
    return done(SERVER_MESSAGES.eventRecorded);
  });

  registerEndpoint(app, 'honourBoard', async (request, _reply, caller) => {
    const data = await getHonourBoard(request.ctx, {
      userId: caller.userId,
      courseId: request.params.courseId,
      lessonId: request.query.lessonId,
    });
    return ok(SERVER_MESSAGES.honourBoardRetrieved, data);
  });

  registerEndpoint(app, 'publicHonourBoards', async (request) =>
    ok(SERVER_MESSAGES.honourBoardRetrieved, await listPublicHonourBoards(request.ctx)),
  );

  registerEndpoint(app, 'honourNameGet', async (request, _reply, caller) =>
    ok(SERVER_MESSAGES.honourBoardRetrieved, await getHonourName(request.ctx, { userId: caller.userId })),
  );

  registerEndpoint(app, 'honourName', async (request, _reply, caller) => {
    await setHonourName(request.ctx, { userId: caller.userId, show: request.body.show });
    return done(SERVER_MESSAGES.honourNameSaved);
  });
};

export default examRoutes;
