import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { submitQuizBodySchema, submitQuizResponseSchema } from '@dars/core/contract';
import { submitQuiz } from '../../domain/quiz/submit-quiz.ts';
import { bothPrefixes } from '../catalogue/route-helpers.ts';
import { callerId } from '../learning/index.ts';

const quizRoutes: FastifyPluginAsync = async (root) => {
  const app = root.withTypeProvider<ZodTypeProvider>();

  for (const url of bothPrefixes('/quizresult/submit')) {
    app.post(
      url,
      {
        preHandler: app.requireAuth,
        schema: {
          tags: ['Quiz'],
          summary:
            'Submits a quiz: scored on the server from the chosen answers, stored once (unless retakes are allowed)',
          body: submitQuizBodySchema,
          response: { 200: submitQuizResponseSchema },
        },
      },
      async (request) => {
        const data = await submitQuiz(request.ctx, {
          userId: callerId(request),
          lessonId: request.body.lessonId,
          answers: request.body.answers,
        });
        return { success: true, message: 'Quiz result submitted successfully.', data };
      },
    );
  }
};

export default quizRoutes;
