import type { FastifyError, FastifyInstance } from 'fastify';
import { DomainError, type FieldError, type Failure } from '../errors';

interface AjvIssue {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

function fieldName(issue: AjvIssue): string {
  const missing = issue.params.missingProperty;
  const base = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
  if (typeof missing === 'string') return base ? `${base}.${missing}` : missing;
  return base || 'body';
}

function describe(issue: AjvIssue, param: string): string {
  switch (issue.keyword) {
    case 'required':
      return `${param} is required`;
    case 'maxLength':
      return `${param} must be at most ${String(issue.params.limit)} characters`;
    case 'minLength':
      return issue.params.limit === 1
        ? `${param} is required`
        : `${param} must be at least ${String(issue.params.limit)} characters`;
    case 'format':
      return `${param} must be a valid ${String(issue.params.format)}`;
    case 'pattern':
      return `${param} must match ${String(issue.params.pattern)}`;
    default:
      return `${param} ${issue.message ?? 'is invalid'}`;
  }
}

/** A header as HTTP spells it: idempotency-key → Idempotency-Key. */
const headerName = (name: string) =>
  name.replace(/(^|-)([a-z])/g, (_, dash: string, c: string) => dash + c.toUpperCase());

/** Turns Fastify's schema validation issues into the client's {param, msg} list. */
export function toFieldErrors(issues: AjvIssue[], context = 'body'): FieldError[] {
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  for (const issue of issues) {
    const field = fieldName(issue);
    const param = context === 'headers' ? headerName(field) : field;
    if (seen.has(param)) continue;
    seen.add(param);
    errors.push({ param, msg: describe(issue, param) });
  }
  return errors;
}

/** SQLSTATE classes and codes meaning the database is unavailable or ran out of time. */
const UNAVAILABLE_SQLSTATE = /^(08|53|57P)|^57014$|^25P03$/;
const UNAVAILABLE_MESSAGE =
  /timeout exceeded when trying to connect|Connection terminated|Query read timeout|ECONNREFUSED|ECONNRESET|database did not answer/i;

/** True when an error (or what caused it) says the database did not answer in time or at all. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth += 1) {
    const { code, message } = cause as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && UNAVAILABLE_SQLSTATE.test(code)) return true;
    if (typeof code === 'string' && /^ECONN/.test(code)) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

/** The one place where the shop's failures become HTTP statuses. */
const STATUS_OF: Record<Failure, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooLarge: 413,
  unsupported: 415,
  unprocessable: 422,
  tooMany: 429,
  unavailable: 503,
};

/** The error model: {message} or {message, errors}, never a stack trace or SQL text. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | DomainError, request, reply) => {
    if (error instanceof DomainError) {
      if (error.failure === 'unavailable') reply.header('retry-after', '5');
      return reply.status(STATUS_OF[error.failure]).send({
        message: error.message,
        ...(error.errors ? { errors: error.errors } : {}),
        ...error.details,
      });
    }
    if ('validation' in error && error.validation) {
      const context = error.validationContext ?? 'body';
      const errors = toFieldErrors(error.validation as AjvIssue[], context);
      return reply.status(400).send({
        message:
          context === 'headers'
            ? `The ${errors.map((e) => e.param).join(', ')} header is invalid.`
            : 'Please correct the highlighted fields.',
        errors,
      });
    }
    const status = error.statusCode ?? 500;
    if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.status(413).send({ message: 'Images must be 5 MB or smaller.' });
    }
    if (status === 413 || error.code === 'FST_FILES_LIMIT' || error.code === 'FST_PARTS_LIMIT') {
      return reply.status(413).send({ message: 'The request is too large.' });
    }
    if (status === 429) {
      return reply
        .status(429)
        .send({ message: error.message || 'Too many requests. Please try again later.' });
    }
    if (status >= 400 && status < 500) {
      const safe =
        error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
          ? 'Unsupported content type.'
          : error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
              error.code === 'FST_ERR_CTP_INVALID_JSON_BODY'
            ? 'The request body is not valid JSON.'
            : error.message;
      return reply.status(status).send({ message: safe });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'the database did not answer in time');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ message: 'The shop is busy right now. Please try again in a few seconds.' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(500)
      .send({ message: 'Something went wrong on our side. Please try again.' });
  });
}
