import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

export const DOCS_PREFIX = '/api/docs';

/** Collects every route registered after it; the UI and JSON are served by `registerSwaggerUi`. */
async function swaggerPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Dars API',
        description:
          'The JSON API of Dars. Every /api request carries the X-Tenant-ID header; signed-in calls carry `Authorization: Bearer <token>` and `DeviceId`.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: createJsonSchemaTransform({
      skipList: [
        DOCS_PREFIX,
        `${DOCS_PREFIX}/`,
        `${DOCS_PREFIX}/json`,
        `${DOCS_PREFIX}/yaml`,
        `${DOCS_PREFIX}/*`,
        `${DOCS_PREFIX}/static/*`,
        `${DOCS_PREFIX}/uiConfig`,
        `${DOCS_PREFIX}/initOAuth`,
      ],
    }),
    transformObject: jsonSchemaTransformObject,
  });
}

export async function registerSwaggerUi(app: FastifyInstance) {
  const { default: swaggerUi } = await import('@fastify/swagger-ui');
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX, staticCSP: true });
}

export default fp(swaggerPlugin, { name: 'dars-swagger' });
