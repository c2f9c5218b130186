/** One call of the OpenAPI document, as the documentation page lists it. */
export interface ApiOperation {
  method: string;
  path: string;
  summary: string | null;
  loginRequired: boolean;
  parameters: string[];
  hasBody: boolean;
  errorCodes: number[];
}

export interface ApiTag {
  name: string;
  operations: ApiOperation[];
}

export interface ApiSummary {
  version: string;
  pathCount: number;
  tags: ApiTag[];
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const SESSION_PARAMETERS = new Set(['csrf_token', 'session_id']);

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The calls of the shop's OpenAPI 3.1 document (server/http/openapi.ts) grouped by tag, paths in
 * order within each: what the reseller documentation shows. The session's own parameters, which
 * every call carries (spec §7), are left out of each call's parameter list.
 */
export function summarizeOpenApi(document: unknown): ApiSummary {
  if (!isObject(document) || !isObject(document.paths)) throw new Error('Not an OpenAPI document');
  const info = isObject(document.info) ? document.info : {};
  const byTag = new Map<string, ApiOperation[]>();
  const pathNames = Object.keys(document.paths).sort();
  for (const path of pathNames) {
    const item = document.paths[path];
    if (!isObject(item)) continue;
    for (const method of METHODS) {
      const operation = item[method];
      if (!isObject(operation)) continue;
      const tags = Array.isArray(operation.tags) && typeof operation.tags[0] === 'string' ? (operation.tags as string[]) : ['other'];
      const parameters = (Array.isArray(operation.parameters) ? operation.parameters : [])
        .filter(isObject)
        .map((parameter) => String(parameter.name))
        .filter((name) => !SESSION_PARAMETERS.has(name));
      const codes = Array.isArray(operation['x-error-codes']) ? operation['x-error-codes'].filter((code) => typeof code === 'number') : [];
      const entry: ApiOperation = {
        method: method.toUpperCase(),
        path,
        summary: typeof operation.summary === 'string' ? operation.summary : null,
        loginRequired: Array.isArray(operation.security) && operation.security.length > 0,
        parameters,
        hasBody: isObject(operation.requestBody),
        errorCodes: codes,
      };
      byTag.set(tags[0], [...(byTag.get(tags[0]) ?? []), entry]);
    }
  }
  return {
    version: typeof info.version === 'string' ? info.version : '',
    pathCount: pathNames.length,
    tags: [...byTag.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([name, operations]) => ({ name, operations })),
  };
}
