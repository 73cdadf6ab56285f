import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errorCatalogue, errorText, type ErrorCode } from '@contract/errors';

/** An expected failure with its HTTP status and catalogue code. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly field?: string,
    readonly values: Record<string, string | number> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(code);
  }
}

/** The caller's language from Accept-Language: Nepali when it is preferred, else English. */
export function languageOf(request: FastifyRequest): 'en' | 'ne' {
  const header = String(request.headers['accept-language'] ?? '').toLowerCase();
  const first = header.split(',')[0]?.trim() ?? '';
  return first.startsWith('ne') ? 'ne' : 'en';
}

const isCode = (value: string): value is ErrorCode => value in errorCatalogue;

/** The first problem of a failed parse, as a catalogue code and the field it concerns. */
export function fromZodError(error: z.ZodError): AppError {
  const issue = error.issues[0];
  const field =
    issue?.path.filter((p) => typeof p === 'string' || typeof p === 'number').join('.') ||
    undefined;
  let code: ErrorCode = 'VALIDATION';
  if (issue && isCode(issue.message)) code = issue.message;
  else if (issue?.code === 'invalid_type' && issue.input === undefined) code = 'REQUIRED';
  else if (issue?.code === 'too_big') code = 'TOO_LONG';
  return new AppError(400, code, field);
}

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  field?: string,
  values: Record<string, string | number> = {},
) {
  return reply.status(status).send({
    success: false,
    message: errorText(code, languageOf(request), values),
    code,
    ...(field ? { field } : {}),
  });
}

/**
 * Every failure leaves in the envelope of ARCHITECTURE.md. Fastify's own 4xx (bad JSON,
 * too large, wrong content type) keep their status; anything unexpected is logged and
 * answered 500 without details.
 */
export function errorHandler(
  error: FastifyError | AppError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error instanceof AppError) {
    for (const [k, v] of Object.entries(error.headers)) reply.header(k, v);
    return sendError(request, reply, error.status, error.code, error.field, error.values);
  }
  if (error instanceof z.ZodError) {
    const app = fromZodError(error);
    return sendError(request, reply, 400, app.code, app.field);
  }
  const status = (error as FastifyError).statusCode ?? 500;
  if (status === 413) return sendError(request, reply, 413, 'PAYLOAD_TOO_LARGE');
  if (status === 415) return sendError(request, reply, 415, 'UNSUPPORTED_MEDIA_TYPE');
  if (status === 429) return sendError(request, reply, 429, 'RATE_LIMITED');
  if (status >= 400 && status < 500) return sendError(request, reply, status, 'VALIDATION');
  request.log.error({ err: error }, 'unexpected error');
  return sendError(request, reply, 500, 'INTERNAL');
}
