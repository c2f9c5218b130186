import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError, Envelope } from '@common/api/envelope';
import { ErrorCode } from '@common/errors/error-codes';
import { catalogueCodeOf } from '@common/errors/schema-issue';
import { errorMessage } from '@common/errors/error-messages';
import { RegistryError } from '../registry/registry-gateway';
import { AppError } from './app-error';
import { requestLanguage } from './request-language';

function send(reply: FastifyReply, httpStatus: number, errors: ApiError[], status?: number, headers?: Record<string, string>) {
  const body: Envelope<null> = { success: false, result: null, errors };
  if (status !== undefined) body.status = status;
  if (headers) reply.headers(headers);
  return reply.code(httpStatus).send(body);
}

/** The first issue's field as a dotted path ("login", "items.0.name"). */
function validationErrors(request: FastifyRequest, error: FastifyError): ApiError[] {
  const language = requestLanguage(request);
  const issues = hasZodFastifySchemaValidationErrors(error) ? error.validation : [];
  const fieldOf = (issue: (typeof issues)[number]) => issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const fields = [...new Set(issues.map(fieldOf).filter(Boolean))];
  if (fields.length === 0) return [{ code: ErrorCode.ParameterSyntax, message: errorMessage(language, ErrorCode.ParameterSyntax) }];
  return fields.map((field) => {
    // A check with a rule of its own in the catalogue names it (common/errors/schema-issue.ts).
    const rule = issues.filter((issue) => fieldOf(issue) === field).map((issue) => catalogueCodeOf(issue.message));
    const code = rule.find((candidate) => candidate !== null) ?? ErrorCode.ParameterSyntax;
    return { code, field, message: errorMessage(language, code) };
  });
}

/**
 * Every failure leaves as an envelope with a catalogue code and a message in the user's language;
 * no stack trace or internal message ever reaches the client.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.code === 'ERR_STREAM_PREMATURE_CLOSE') {
      // The client went away while a streamed answer (the search's check stream) was under way:
      // a visitor who left the page. Nobody is left to answer, and nothing failed on our side.
      request.log.info('the client closed the connection before the answer ended');
      reply.raw.destroy();
      return reply;
    }
    const language = requestLanguage(request);
    if (error instanceof AppError) {
      const { field, status, headers, details } = error.options;
      if (details && details.length > 0)
        return send(
          reply,
          error.httpStatus,
          details.map((detail) => ({ code: error.code, ...detail })),
          status,
          headers,
        );
      return send(
        reply,
        error.httpStatus,
        [{ code: error.code, message: errorMessage(language, error.code), ...(field ? { field } : {}) }],
        status,
        headers,
      );
    }
    if ((error as unknown) instanceof RegistryError && (error as unknown as RegistryError).transient) {
      // A registry that does not answer, or refuses the shop's login (decision 059), on any request
      // that asks it at once: try again later, said as such, not as a failure of the shop.
      request.log.warn({ err: error }, 'the registry did not answer the request');
      return send(reply, 503, [{ code: ErrorCode.RegistryUnavailable, message: errorMessage(language, ErrorCode.RegistryUnavailable) }]);
    }
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      return send(reply, 400, validationErrors(request, error));
    }
    const statusCode = error.statusCode ?? 500;
    if (statusCode === 413)
      return send(reply, 413, [{ code: ErrorCode.PayloadTooLarge, message: errorMessage(language, ErrorCode.PayloadTooLarge) }]);
    if (statusCode === 429)
      return send(reply, 429, [{ code: ErrorCode.TooManyRequests, message: errorMessage(language, ErrorCode.TooManyRequests) }]);
    if (statusCode >= 400 && statusCode < 500) {
      // Malformed JSON, wrong content type and the like: the client's fault, said without internals.
      request.log.info({ err: error }, 'request refused');
      return send(reply, statusCode, [{ code: ErrorCode.ParameterSyntax, message: errorMessage(language, ErrorCode.ParameterSyntax) }]);
    }
    if (isInvalidInputError(error)) {
      request.log.warn({ err: error }, 'the database refused a value of the request');
      return send(reply, 400, [{ code: ErrorCode.ParameterSyntax, message: errorMessage(language, ErrorCode.ParameterSyntax) }]);
    }
    request.log.error({ err: error }, 'request failed');
    return send(reply, 500, [{ code: ErrorCode.Unknown, message: errorMessage(language, ErrorCode.Unknown) }]);
  });
}

/**
 * Errors the router raises before any hook runs (Fastify's `frameworkErrors`): a path that is not
 * valid percent-encoding, a path parameter over the length limit. The client's fault, said in the envelope.
 */
export function sendFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const language = requestLanguage(request);
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  return send(reply, status, [{ code: ErrorCode.ParameterSyntax, message: errorMessage(language, ErrorCode.ParameterSyntax) }]);
}

/** PostgreSQL refusing a value (a null byte in text, a number out of range): the input's fault, not the server's. */
function isInvalidInputError(error: unknown): boolean {
  const code = (error as { code?: unknown })?.code ?? (error as { cause?: { code?: unknown } })?.cause?.code;
  return typeof code === 'string' && ['22021', '22P05', '22003', '22P02', '54000'].includes(code);
}

/** Unknown API paths answer a JSON 404 in the envelope. */
export function sendApiNotFound(request: FastifyRequest, reply: FastifyReply) {
  const language = requestLanguage(request);
  return send(reply, 404, [{ code: ErrorCode.NotFound, message: errorMessage(language, ErrorCode.NotFound) }]);
}
