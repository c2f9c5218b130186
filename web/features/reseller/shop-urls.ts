/** The base path of the shop's JSON interface (spec §7). */
export const API_BASE_PATH = '/api/v1';
/** The OpenAPI 3.1 document the server generates from its routes (server/app.ts, decision 058). */
export const OPENAPI_PATH = `${API_BASE_PATH}/openapi.json`;

/**
 * The addresses of this shop's interfaces as a reseller's script calls them: on the origin the
 * page was loaded from, which is the server that answers them (server/app.ts registers RDAP and
 * the DynDNS2 update outside /api, as their clients expect).
 */
export function shopUrls(origin: string) {
  return {
    api: `${origin}${API_BASE_PATH}`,
    openapi: `${origin}${OPENAPI_PATH}`,
    rdap: `${origin}/rdap/domain/example.com`,
    dynDns: `${origin}/nic/update?hostname=host.example.com&myip=192.0.2.1`,
    zoneExport: `GET ${origin}${API_BASE_PATH}/dns/export/{domain}`,
    zoneImport: `POST ${origin}${API_BASE_PATH}/dns/import/{domain}`,
  };
}
