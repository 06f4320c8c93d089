import type { z } from 'zod';
import type { EndpointAuth, HttpMethod } from './routes.ts';

/** One entry of the endpoint table (`endpoints.ts`, `teacher/`). */
export interface EndpointDefinition {
  method: HttpMethod;
  path: string;
  aliases?: readonly string[];
  query?: z.ZodType;
  params?: z.ZodType;
  body?: z.ZodType;
  /** `multipart`: the body schema describes the text fields of a multipart/form-data request. */
  bodyEncoding?: 'json' | 'multipart';
  response: z.ZodType;
  error: z.ZodType;
  ours: boolean;
  auth: EndpointAuth;
  /** Open to anyone, but the answer depends on who signed in (clients keep it per student). */
  answersPerCaller?: true;
  summary: string;
}
