import { SERVER_MESSAGES } from '@dars/core/messages';
import type { FastifyPluginAsync } from 'fastify';
import { submitQuiz } from '../../domain/quizzes/submit-quiz.ts';
import { ok, registerEndpoint } from '../register-endpoint.ts';
import { refuseStaffProgress } from '../learning/staff-preview.ts';

/** Quizzes are scored on the server from the chosen answers, stored once unless retakes are allowed. */
const quizRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, 'submitQuiz', async (request, _reply, caller) => {
    refuseStaffProgress(caller);
    const data = await submitQuiz(request.ctx, {
      userId: caller.userId,
      lessonId: request.body.lessonId,
      answers: request.body.answers,
    });
    return ok(SERVER_MESSAGES.quizSubmitted, data);
  });
};

export default quizRoutes;
