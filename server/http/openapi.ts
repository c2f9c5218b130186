import { z } from 'zod';
import type { FastifySchema } from 'fastify';
import { errorEnvelopeSchema } from '@common/api/envelope';
import { ErrorCode } from '@common/errors/error-codes';
import { errorMessage } from '@common/errors/error-messages';
import type { RegisteredRoute } from '../app';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The catalogue codes this route answers besides the ones every route of its kind may answer
     * (1005 for bad input, 2201/2202 for sessions and CSRF, 2003 for login-only routes, 1000);
     * listed in the OpenAPI document.
     */
    errors?: readonly number[];
    /**
     * The successful answer of a route that does not answer the JSON envelope (a file, a text
     * stream, a page, a redirect, RDAP's JSON); envelope answers declare `schema.response[200]`.
     */
    answer?: RouteAnswer;
  }
}

/**
 * A successful answer other than the envelope: a body of `mediaType` (as the handler sends it; a
 * zod schema for JSON media types), or a redirect with its status, the target in `Location`.
 */
export type RouteAnswer =
  { mediaType: string; description: string; schema?: z.ZodType } | { redirect: 301 | 302 | 303 | 307 | 308; description: string };

/** The paths of the web app itself (index.html and its files), which are not part of the API. */
export const WEB_APP_URLS: ReadonlySet<string> = new Set(['/', '/*']);

type JsonSchema = Record<string, unknown>;
type JsonObject = Record<string, unknown>;

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: Array<{ url: string }>;
  paths: Record<string, Record<string, JsonObject>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, JsonObject> };
}

const ERROR_ENVELOPE_REF = { $ref: '#/components/schemas/ErrorEnvelope' };

function isZodSchema(value: unknown): value is z.ZodType {
  return typeof value === 'object' && value !== null && '_zod' in value;
}

/** `/domain/:domain` → `/domain/{domain}`, with the names of the parameters. */
export function openApiPath(url: string): { path: string; names: string[] } {
  const names: string[] = [];
  const path = url.replace(/:(\w+)(\([^)]*\))?\??/g, (_match, name: string) => {
    names.push(name);
    return `{${name}}`;
  });
  return { path, names };
}

/**
 * A zod schema as JSON Schema 2020-12. Definitions zod hoists (recursive or shared parts) move to
 * `components.schemas` under a name prefixed by the operation, so references resolve in the document.
 */
function toJsonSchema(schema: z.ZodType, io: 'input' | 'output', components: Record<string, JsonSchema>, prefix: string): JsonSchema {
  const json = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as JsonSchema;
  delete json.$schema;
  const defs = json.$defs as Record<string, JsonSchema> | undefined;
  delete json.$defs;
  if (!defs) return json;
  const rename = (name: string) => `${prefix}_${name}`.replace(/[^A-Za-z0-9._-]/g, '_');
  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite);
    if (typeof value !== 'object' || value === null) return value;
    const result: JsonObject = {};
    for (const [key, inner] of Object.entries(value)) {
      result[key] =
        key === '$ref' && typeof inner === 'string' && inner.startsWith('#/$defs/')
          ? `#/components/schemas/${rename(inner.slice('#/$defs/'.length))}`
          : rewrite(inner);
    }
    return result;
  };
  for (const [name, def] of Object.entries(defs)) components[rename(name)] = rewrite(def) as JsonSchema;
  return rewrite(json) as JsonSchema;
}

/** The properties of an object schema as OpenAPI parameters (`in: path` or `query`). */
function parameters(schema: unknown, where: 'path' | 'query', components: Record<string, JsonSchema>, prefix: string): JsonObject[] {
  if (!isZodSchema(schema)) return [];
  const json = toJsonSchema(schema, 'input', components, prefix);
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...rest } = property;
    return {
      name,
      in: where,
      required: where === 'path' || required.has(name),
      ...(typeof description === 'string' ? { description } : {}),
      schema: rest,
    };
  });
}

function codeList(codes: readonly number[]): string {
  return codes.map((code) => `${code} (${errorMessage('en', code)})`).join('; ');
}

/**
 * The route-specific codes answered with a status other than a 4xx: 1060, the registry did not
 * answer (server/http/error-handler.ts), on every route that asks the registry while it answers.
 */
const SERVER_SIDE_STATUS: Partial<Record<number, string>> = { [ErrorCode.RegistryUnavailable]: '503' };

/** The catalogue codes a route may answer, by HTTP status, from its method, config and schemas. */
export function routeErrors(route: RegisteredRoute): Record<string, number[]> {
  const schema = route.schema ?? {};
  const hasInput = Boolean(schema.body || schema.querystring || schema.params);
  const writes = route.method !== 'GET' && route.method !== 'HEAD';
  const onApi = route.url.startsWith('/api/');
  const errors: Record<string, number[]> = {};
  const add = (status: string, code: number) => (errors[status] ??= []).push(code);
  if (hasInput || writes) add('400', ErrorCode.ParameterSyntax);
  if (onApi && (writes || route.config?.session === 'required' || route.config?.auth === 'user')) add('401', ErrorCode.SessionInvalid);
  if (onApi && route.config?.auth === 'user') add('401', ErrorCode.AuthenticationRequired);
  if (onApi && writes) add('403', ErrorCode.CsrfInvalid);
  for (const code of route.config?.errors ?? []) add(SERVER_SIDE_STATUS[code] ?? '4XX', code);
  add('500', ErrorCode.Unknown);
  return errors;
}

/** Whether a route declares its successful answer: the envelope's schema, or `config.answer`. */
export function declaresAnswer(route: RegisteredRoute): boolean {
  const response = (route.schema as FastifySchema | undefined)?.response as Record<string, unknown> | undefined;
  return isZodSchema(response?.[200]) || route.config?.answer !== undefined;
}

/** `text/plain; charset=utf-8` → `text/plain`. */
function essence(mediaType: string): string {
  return mediaType.split(';')[0]!.trim().toLowerCase();
}

const isJsonMediaType = (mediaType: string) => /^application\/(?:[\w.-]+\+)?json$/.test(essence(mediaType));

/** The responses entry of a route's successful answer. */
function successResponse(route: RegisteredRoute, components: Record<string, JsonSchema>, operationId: string): [string, JsonObject] {
  const success = ((route.schema ?? {}) as FastifySchema & { response?: Record<string, unknown> }).response?.[200];
  if (isZodSchema(success)) {
    return [
      '200',
      {
        description: 'The answer in the envelope.',
        content: { 'application/json': { schema: toJsonSchema(success, 'output', components, `${operationId}_200`) } },
      },
    ];
  }
  const answer = route.config?.answer;
  if (!answer) return ['200', { description: 'The answer (not declared).' }];
  if ('redirect' in answer) {
    return [
      String(answer.redirect),
      { description: answer.description, headers: { Location: { description: 'Where the client is sent.', schema: { type: 'string' } } } },
    ];
  }
  const schema = answer.schema
    ? toJsonSchema(answer.schema, 'output', components, `${operationId}_200`)
    : isJsonMediaType(answer.mediaType)
      ? {}
      : { type: 'string', contentMediaType: essence(answer.mediaType) };
  return ['200', { description: answer.description, content: { [answer.mediaType]: { schema } } }];
}

/**
 * The OpenAPI 3.1 document of the shop's HTTP interface, generated from the registered routes and
 * their zod schemas (decision 058): every route but the web app's files, with its parameters,
 * body, answer (the envelope's schema, or the media type of `config.answer`), login requirement
 * and the catalogue codes it may answer.
 */
export function buildOpenApiDocument(routes: RegisteredRoute[], info: { version: string }): OpenApiDocument {
  const components: Record<string, JsonSchema> = {
    ErrorEnvelope: toJsonSchema(errorEnvelopeSchema, 'output', {}, 'ErrorEnvelope'),
  };
  const paths: OpenApiDocument['paths'] = {};
  for (const route of routes) {
    if (WEB_APP_URLS.has(route.url) || route.method === 'HEAD' || route.method === 'OPTIONS') continue;
    const { path, names } = openApiPath(route.url);
    const method = route.method.toLowerCase();
    const operationId = `${method}${path.replace(/[^A-Za-z0-9]+/g, '_')}`.replace(/_$/, '');
    const schema = (route.schema ?? {}) as FastifySchema & Record<string, unknown>;
    const declaredPath = parameters(schema.params, 'path', components, operationId);
    const pathParameters = names.map(
      (name) =>
        declaredPath.find((parameter) => parameter.name === name) ?? { name, in: 'path', required: true, schema: { type: 'string' } },
    );
    const operation: JsonObject = {
      operationId,
      tags: [tagOf(route.url)],
      parameters: [...pathParameters, ...parameters(schema.querystring, 'query', components, operationId)],
    };
    if (route.config?.auth === 'user') operation.security = [{ session: [] }];
    if (isZodSchema(schema.body)) {
      operation.requestBody = {
        required: true,
        content: { 'application/json': { schema: toJsonSchema(schema.body, 'input', components, `${operationId}_body`) } },
      };
    }
    const [successStatus, success] = successResponse(route, components, operationId);
    const responses: JsonObject = { [successStatus]: success };
    const errors = routeErrors(route);
    for (const [status, codes] of Object.entries(errors)) {
      responses[status] = {
        description: `Error codes: ${codeList(codes)}.`,
        content: { 'application/json': { schema: ERROR_ENVELOPE_REF } },
      };
    }
    operation.responses = responses;
    operation['x-error-codes'] = [...new Set(Object.values(errors).flat())].sort((a, b) => a - b);
    (paths[path] ??= {})[method] = operation;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Domain shop API',
      version: info.version,
      description:
        'Every JSON answer but this document is the envelope { success, result, errors } (spec §7); files, text, pages, RDAP and ' +
        'redirects are declared with their own media type or status. GET requests carry session_id and POST requests ' +
        'csrf_token and session_id of the session in the `sid` cookie; errors carry codes of the catalogue with a message in the ' +
        "session's language.",
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas: components,
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sid', description: 'The session cookie of a logged-in user.' } },
    },
  };
}

function tagOf(url: string): string {
  const rest = url.startsWith('/api/v1/') ? url.slice('/api/v1/'.length) : url.replace(/^\//, '');
  return rest.split('/')[0] || 'root';
}
