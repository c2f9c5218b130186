import type { FastifyPluginAsync } from 'fastify';
import type { AppServices } from '../../app-services';

/**
 * The DynDNS2 update endpoint (outside /api, as routers and ddclient expect it):
 * `GET /nic/update?hostname=<names>&myip=<address>` with basic auth; plain-text answers
 * (good, nochg, badauth, nohost, notfqdn, numhost, abuse, dnserr), one line per host.
 */
export const dynamicDnsRoutes: FastifyPluginAsync<{ services: AppServices }> = async (app, { services }) => {
  const declared = {
    mediaType: 'text/plain; charset=utf-8',
    description: 'One DynDNS2 answer line per host: good, nochg, badauth, nohost, notfqdn, numhost, abuse or dnserr, with the address.',
  };
  app.get<{ Querystring: Record<string, string | string[] | undefined> }>(
    '/nic/update',
    { config: { answer: declared } },
    async (request, reply) => {
      const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
      const answer = await services.dynamicDns.update({
        authorization: request.headers.authorization,
        hostname: one(request.query.hostname),
        myip: one(request.query.myip),
        clientAddress: request.ip,
      });
      if (answer.status === 401) reply.header('www-authenticate', 'Basic realm="dynamic DNS", charset="UTF-8"');
      return reply
        .code(answer.status)
        .header('cache-control', 'no-store')
        .type(declared.mediaType)
        .send(`${answer.lines.join('\n')}\n`);
    },
  );
};
