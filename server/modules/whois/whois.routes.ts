import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, ok } from '@common/api/envelope';
import { whoisAnswerSchema, whoisParamsSchema, whoisQuerySchema, type WhoisAnswer } from '@common/api/whois.contract';
import { toDisplayName } from '@common/domain/domain-name';
import { ErrorCode } from '@common/errors/error-codes';
import type { AppServices } from '../../app-services';
import { AppError } from '../../http/app-error';
import { eppStatuses, publishedRegistrant } from './registration-data-policy';
import { presentWhoisNoMatch, presentWhoisText } from './whois-text.presenter';

/** `GET /whois/{domain}` for the shop's WHOIS page and box. */
export const whoisRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { whois } = services;

  app.get(
    '/whois/:domain',
    {
      schema: { params: whoisParamsSchema, querystring: whoisQuerySchema, response: { 200: envelopeSchema(whoisAnswerSchema) } },
      config: { errors: [ErrorCode.RegistryUnavailable, ErrorCode.InvalidWhoisQuery] },
    },
    async (request) => {
      const result = await whois.lookup(request.params.domain);
      if (result.kind === 'invalid') throw new AppError(ErrorCode.InvalidWhoisQuery, 400, { field: 'domain' });
      const answer: WhoisAnswer = {
        domain: result.name,
        domain_utf8: toDisplayName(result.name),
        status: result.kind,
        record: null,
        text:
          result.kind === 'registered'
            ? presentWhoisText(result.info, { now: whois.now(), whoisServer: services.whoisServerName })
            : presentWhoisNoMatch(result.name, result.kind),
      };
      if (result.kind === 'registered') {
        const { info } = result;
        const registrant = publishedRegistrant(info.registrant);
        answer.record = {
          registrar: info.registrar.name,
          registrar_url: info.registrar.url,
          registrar_iana_id: info.registrar.ianaId,
          abuse_email: info.registrar.abuseEmail,
          abuse_phone: info.registrar.abusePhone,
          created: info.createdAt.toISOString(),
          updated: info.updatedAt.toISOString(),
          expires: info.expiresAt.toISOString(),
          statuses: eppStatuses(info),
          nameservers: info.nameservers,
          dnssec: false,
          registrant: registrant && {
            organization: registrant.organization,
            state_or_province: registrant.stateOrProvince,
            country: registrant.countryCode,
            redacted: registrant.redacted,
          },
        };
      }
      return ok(answer);
    },
  );
};
