/** Spec §7 lists some paths without the /api prefix; both forms answer. */
export const bothPrefixes = (path: string) => [`/api${path}`, path];

/**
 * Route option for hot read routes whose domain functions build every answer field by field
 * (so nothing stray can leak): plain JSON.stringify instead of re-validating the answer through
 * its zod schema, which costs more than the database reads on an 80-lesson course tree. The
 * schema stays declared for the OpenAPI document and the contract tests.
 * Never use it for answers that carry quiz content (their schema strips stray correctness).
 */
export const trustedJsonSerializer = () => (data: unknown) => JSON.stringify(data);
