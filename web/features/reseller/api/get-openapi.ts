import { queryOptions, useQuery } from '@tanstack/react-query';
import { ErrorCode } from '@common/errors/error-codes';
import { ApiRequestError } from '@web/lib/api-client';
import { OPENAPI_PATH } from '../shop-urls';
import { summarizeOpenApi, type ApiSummary } from '../openapi-summary';

/**
 * The shop's own OpenAPI document (GET /api/v1/openapi.json, not in the envelope), summarised.
 * A plain fetch: the document is public and carries no session parameters.
 */
export async function getOpenApiSummary(): Promise<ApiSummary> {
  const response = await fetch(OPENAPI_PATH, { headers: { accept: 'application/json' }, credentials: 'same-origin' });
  if (!response.ok) throw new ApiRequestError(response.status, [{ code: ErrorCode.Unknown, message: '' }]);
  return summarizeOpenApi(await response.json());
}

export function useOpenApiSummary() {
  return useQuery(queryOptions({ queryKey: ['openapi-summary'], queryFn: getOpenApiSummary, staleTime: 5 * 60_000 }));
}
