// The one error handler: maps every failure to the error model, never leaks a stack trace, and never
// answers 500 for bad input. Every error body names its request (requestId), as its logged lines do.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isForeignKeyViolation, isUniqueViolation } from '../db/constraint-violations.ts';
import { ApiError, messages } from './api-error.ts';
import type { ErrorBody } from './api-error.ts';

interface ValidationIssue {
  instancePath?: string;
  keyword?: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** 'querystring.limit', 'params.id', 'body.subject', … : which field failed. */
function fieldOf(context: string | undefined, issue: ValidationIssue): string {
  const path = (issue.instancePath ?? '').split('/').filter(Boolean);
  const missing = issue.params?.missingProperty;
  if (typeof missing === 'string') path.push(missing);
  const additional = issue.params?.additionalProperty;
  if (typeof additional === 'string') path.push(additional);
  return [context ?? 'request', ...path].join('.');
}

export function toErrorResponse(error: unknown): { status: number; body: ErrorBody; unexpected: boolean } {
  if (error instanceof ApiError) return { status: error.statusCode, body: error.toBody(), unexpected: false };

  // Anything may be thrown, null and strings too: read no property of a value that has none.
  const fastifyError = (typeof error === 'object' && error !== null ? error : {}) as Partial<FastifyError> & { validation?: ValidationIssue[] };
  if (Array.isArray(fastifyError.validation)) {
    const details = fastifyError.validation.map((issue) => ({
      field: fieldOf(fastifyError.validationContext, issue),
      message: issue.message ?? 'is ongeldig',
    }));
    return { status: 400, body: { code: 'VALIDATION_FAILED', message: messages.validation, details }, unexpected: false };
  }
  if (isUniqueViolation(error)) {
    return { status: 409, body: { code: 'ER_DUP_ENTRY', message: messages.duplicate }, unexpected: false };
  }
  // A write that names a row removed a moment before (an account deleted while its own review was on the way): the
  // services check what they can; this catches the race between their check and the write.
  if (isForeignKeyViolation(error)) {
    return { status: 409, body: { code: 'ER_ROW_IS_REFERENCED', message: messages.goneMeanwhile }, unexpected: false };
  }
  const status = typeof fastifyError.statusCode === 'number' ? fastifyError.statusCode : 500;
  if (status === 429) {
    const details = (error as { details?: unknown }).details;
    const body: ErrorBody = { code: 'RATE_LIMITED', message: messages.rateLimited };
    return { status, body: details === undefined ? body : { ...body, details }, unexpected: false };
  }
  if (status === 413) return { status, body: { code: 'PAYLOAD_TOO_LARGE', message: messages.payloadTooLarge }, unexpected: false };
  if (status === 415) {
    return { status, body: { code: 'UNSUPPORTED_MEDIA_TYPE', message: messages.unsupportedMediaType }, unexpected: false };
  }
  if (status === 401) return { status, body: { code: 'UNAUTHORIZED', message: messages.unauthorized }, unexpected: false };
  if (status === 403) return { status, body: { code: 'FORBIDDEN', message: messages.forbidden }, unexpected: false };
  if (status === 404) return { status, body: { code: 'NOT_FOUND', message: messages.notFound }, unexpected: false };
  if (status >= 400 && status < 500) {
    // Malformed JSON, an empty JSON body, a bad header…: the client's input, never a 500.
    return {
      status: 400,
      body: { code: 'VALIDATION_FAILED', message: messages.validation, details: [{ field: 'request', message: fastifyError.message ?? '' }] },
      unexpected: false,
    };
  }
  return { status: 500, body: { code: 'INTERNAL_ERROR', message: messages.internal }, unexpected: true };
}

/** The answer of every failure; a scope with an error handler of its own hands what it does not change on to this. */
export function sendError(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const { status, body, unexpected } = toErrorResponse(error);
  if (unexpected) request.log.error({ err: error }, 'unexpected error');
  else if (error instanceof ApiError && error.cause !== undefined) request.log.error({ err: error.cause, code: body.code, status }, error.message);
  else if (status >= 400) request.log.info({ code: body.code, status }, 'request rejected');
  return reply.code(status).type('application/json; charset=utf-8').send({ ...body, requestId: request.id });
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(sendError);
}

export function sendNotFound(reply: FastifyReply): FastifyReply {
  return reply
    .code(404)
    .type('application/json; charset=utf-8')
    .send({ code: 'NOT_FOUND', message: messages.notFound, requestId: reply.request.id });
}

/**
 * Fastify's answers before a route is found (a malformed percent-encoding, a path parameter over 200 characters),
 * in the error model: bad input is a 400, whatever part of the request it is in.
 */
export function sendFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const internal = error.code === 'FST_ERR_ASYNC_CONSTRAINT';
  const body: ErrorBody = internal
    ? { code: 'INTERNAL_ERROR', message: messages.internal }
    : { code: 'VALIDATION_FAILED', message: messages.validation, details: [{ field: 'url', message: 'bevat een ongeldig of te lang deel' }] };
  void reply.code(internal ? 500 : 400).type('application/json; charset=utf-8').send({ ...body, requestId: request.id });
}
