import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { ErrorCode } from '@common/errors/error-codes';
import type { AppServices } from '../../app-services';
import { createSharedRateLimiter } from '../../lib/rate-limiter';
import { presentRdapDomain, presentRdapError } from './rdap.presenter';

const RDAP_TYPE = 'application/rdap+json';
/** Lookups per client address and minute, over all shop processes together. */
export const RDAP_PER_MINUTE = 120;

const rdapNoticeSchema = z.looseObject({ title: z.string().optional(), description: z.array(z.string()) });

/** The main members of an RDAP domain answer (RFC 9083 §5.3, ICANN's response profile); entities as RFC 9083 has them. */
const rdapDomainSchema = z.looseObject({
  rdapConformance: z.array(z.string()),
  objectClassName: z.literal('domain'),
  handle: z.string(),
  ldhName: z.string(),
  unicodeName: z.string().optional(),
  status: z.array(z.string()),
  events: z.array(z.object({ eventAction: z.string(), eventDate: z.string() })),
  nameservers: z.array(z.object({ objectClassName: z.literal('nameserver'), ldhName: z.string() })),
  secureDNS: z.object({ delegationSigned: z.boolean() }),
  entities: z.array(z.looseObject({ objectClassName: z.literal('entity'), roles: z.array(z.string()) })),
  links: z.array(z.looseObject({ href: z.string(), rel: z.string() })),
  notices: z.array(rdapNoticeSchema),
  port43: z.string().optional(),
});

const rdapHelpSchema = z.object({ rdapConformance: z.array(z.string()), notices: z.array(rdapNoticeSchema) });

/** RDAP (RFC 9082/9083) for the domains the registry holds: `/rdap/domain/<name>`. */
export const rdapRoutes: FastifyPluginAsync<{ services: AppServices }> = async (app, { services }) => {
  const { whois, config, database, clock } = services;
  // Counted in the database: the limit per address holds across all shop processes.
  const limiter = createSharedRateLimiter(database.db, {
    scope: 'rdap',
    limit: RDAP_PER_MINUTE,
    windowMs: 60_000,
    now: () => clock.now().getTime(),
  });

  const domainAnswer = {
    mediaType: RDAP_TYPE,
    description: 'The registered domain as RDAP (RFC 9083); RDAP error objects with 400, 404 and 429 (with Retry-After).',
    schema: rdapDomainSchema,
  };
  app.get<{ Params: { name: string } }>(
    '/rdap/domain/:name',
    { config: { answer: domainAnswer, errors: [ErrorCode.RegistryUnavailable] } },
    async (request, reply) => {
      reply.header('access-control-allow-origin', '*').type(RDAP_TYPE);
      const wait = await limiter.hit(request.ip);
      if (wait > 0)
        return reply
          .code(429)
          .header('retry-after', String(wait))
          .send(presentRdapError(429, 'Too Many Requests', 'Query rate limit exceeded.'));
      const result = await whois.lookup(request.params.name);
      if (result.kind === 'invalid')
        return reply.code(400).send(presentRdapError(400, 'Bad Request', 'The query is not a valid domain name.'));
      if (result.kind !== 'registered')
        return reply.code(404).send(presentRdapError(404, 'Not Found', `${result.name} is not registered.`));
      const baseUrl = (config.publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/$/, '');
      return reply.send(presentRdapDomain(result.info, { baseUrl, port43: services.whoisServerName, now: whois.now() }));
    },
  );

  const helpAnswer = { mediaType: RDAP_TYPE, description: 'The RDAP help answer (RFC 9083 §7).', schema: rdapHelpSchema };
  app.get('/rdap/help', { config: { answer: helpAnswer } }, async (_request, reply) => {
    return reply.type(RDAP_TYPE).send({
      rdapConformance: ['rdap_level_0'],
      notices: [{ title: 'Help', description: ['Domain lookups: /rdap/domain/<name>. Names in A-label or U-label form.'] }],
    });
  });
};
