import type { FastifyRequest } from 'fastify';
import type { Localization } from '@common/api/session.contract';
import { requestLanguage } from '../../http/request-language';
import type { ReferenceDataService } from '../config/reference-data.service';
import { DEFAULT_COUNTRY, DEFAULT_CURRENCY, type SessionService } from '../session/session.service';

/**
 * The localization that prices and texts of a request follow: the session's, or for a request
 * without a session (a crawler, a link opened outside the app) the defaults of spec §9 in the
 * browser's language.
 */
export async function requestLocalization(
  request: FastifyRequest,
  deps: { sessions: SessionService; referenceData: ReferenceDataService },
): Promise<Localization> {
  if (request.session) return deps.sessions.localizationOf(request.session);
  return {
    language: requestLanguage(request),
    currency: DEFAULT_CURRENCY,
    country: DEFAULT_COUNTRY,
    country_from_billing: false,
    vat_rate: await deps.referenceData.vatRate(DEFAULT_COUNTRY),
    business_customer: false,
    tracking: false,
  };
}
