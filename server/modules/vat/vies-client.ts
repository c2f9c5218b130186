/**
 * The European Commission's VIES service (its public REST interface), which tells whether a VAT
 * ID is registered in its member state (docs/decisions/006). A reverse-charge invoice needs that
 * answer; the format check of common/vat/vat-id.ts cannot give it.
 */

/** The real endpoint; VIES_URL replaces it (tests and the browser tests use a local double). */
export const VIES_DEFAULT_URL = 'https://ec.europa.eu/taxation_customs/vies/rest-api/check-vat-number';

/**
 * What VIES said about one VAT ID: registered (with the consultation number that proves the
 * check), not registered, or no answer (timeout, network, 5xx, member state or service
 * unavailable, too many requests): then nothing is known about the number.
 */
export type ViesAnswer =
  { status: 'confirmed'; consultation: string | null } | { status: 'refused' } | { status: 'unreachable'; reason: string };

/** Splits a normalized VAT ID into VIES's country code and number (Greece's prefix is EL, as in VIES). */
function splitVatId(vatId: string): { countryCode: string; vatNumber: string } {
  return { countryCode: vatId.slice(0, 2), vatNumber: vatId.slice(2) };
}

interface ViesResponseBody {
  valid?: unknown;
  requestIdentifier?: unknown;
  /** VALID, INVALID, or an error such as MS_UNAVAILABLE, which some answers carry with HTTP 200. */
  userError?: unknown;
  errorWrappers?: Array<{ error?: unknown }>;
}

export function createViesClient(options: { url: string; requesterVatId: string; timeoutMs: number }) {
  const requester = splitVatId(options.requesterVatId);
  return {
    /**
     * Asks VIES about a normalized VAT ID with its country prefix. Never throws: every failure is
     * 'unreachable', so a caller charges VAT rather than failing a checkout.
     */
    async check(vatId: string, timeoutMs = options.timeoutMs): Promise<ViesAnswer> {
      const { countryCode, vatNumber } = splitVatId(vatId);
      let response: Response;
      try {
        response = await fetch(options.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({
            countryCode,
            vatNumber,
            requesterMemberStateCode: requester.countryCode,
            requesterNumber: requester.vatNumber,
          }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        return { status: 'unreachable', reason: error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'network' };
      }
      let body: ViesResponseBody;
      try {
        body = (await response.json()) as ViesResponseBody;
      } catch {
        return { status: 'unreachable', reason: `HTTP ${response.status} without JSON` };
      }
      if (!response.ok) {
        const code = body.errorWrappers?.map((wrapper) => String(wrapper.error)).join(',');
        return { status: 'unreachable', reason: code || `HTTP ${response.status}` };
      }
      if (body.valid === true) {
        return {
          status: 'confirmed',
          consultation: typeof body.requestIdentifier === 'string' && body.requestIdentifier !== '' ? body.requestIdentifier : null,
        };
      }
      // valid: false is a refusal only when VIES did look the number up; with an error such as
      // MS_UNAVAILABLE it means nothing about the number.
      if (body.valid === false && (body.userError === undefined || body.userError === 'INVALID')) return { status: 'refused' };
      return { status: 'unreachable', reason: typeof body.userError === 'string' ? body.userError : 'unexpected answer' };
    },
  };
}

export type ViesClient = ReturnType<typeof createViesClient>;
