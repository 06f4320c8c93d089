/**
 * The API contract: zod schemas and inferred types for every request and response, one file per
 * resource, plus the endpoint table (`endpoints.ts`) the server registers and the web client
 * calls from. Wire names, casing and envelopes follow the original back end so that its clients
 * keep working (docs/product-rules.md); additions are marked "ours".
 */
export * from './common.ts';
export * from './envelope.ts';
export * from './error-codes.ts';
export * from './auth.ts';
export * from './profile.ts';
export * from './catalogue.ts';
export * from './books.ts';
export * from './contact.ts';
export * from './tenant.ts';
export * from './enrolment.ts';
export * from './learning.ts';
export * from './unit-codes.ts';
export * from './quiz.ts';
export * from './parents.ts';
export * from './parent-links.ts';
export * from './push.ts';
export * from './video.ts';
export * from './exams.ts';
export * from './payments.ts';
export * from './message-opt-out.ts';
export * from './teacher/index.ts';
export * from './endpoints.ts';
export { ENDPOINT_ROUTES, pathParamNames, type EndpointRoute, type EndpointRouteName } from './routes.ts';
export { ERROR_CODES, type ErrorCode } from './error-codes.ts';
