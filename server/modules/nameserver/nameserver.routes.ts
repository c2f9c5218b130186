import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '@common/api/envelope';
import {
  domainNameserversBodySchema,
  domainNameserversQuerySchema,
  domainParamsSchema,
  hostCreateBodySchema,
  hostDeleteBodySchema,
  hostListQuerySchema,
  hostParamsSchema,
  hostUpdateBodySchema,
  templateApplyBodySchema,
  templateCreateBodySchema,
  templateDefaultBodySchema,
  templateDeleteBodySchema,
  templateListQuerySchema,
  templateParamsSchema,
  templateUpdateBodySchema,
} from '@common/api/nameserver.contract';
import type { AppServices } from '../../app-services';
import { userSession } from '../payment/payment.routes';

const auth = { auth: 'user' as const };

/** Nameserver management (common/api/nameserver.contract.ts lists the paths; decision 024). */
export const nameserverRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { nameservers } = services;
  const userId = (request: Parameters<typeof userSession>[0]) => userSession(request).user.id;

  app.get('/nameserver/hosts', { schema: { querystring: hostListQuerySchema }, config: auth }, async (request) => {
    return ok(await nameservers.listHosts(userId(request)));
  });

  app.post('/nameserver/host/create', { schema: { body: hostCreateBodySchema }, config: auth }, async (request) => {
    return ok(await nameservers.createHost(userId(request), request.body.host, request.body.addresses));
  });

  app.post(
    '/nameserver/host/update/:host',
    { schema: { params: hostParamsSchema, body: hostUpdateBodySchema }, config: auth },
    async (request) => {
      return ok(await nameservers.updateHost(userId(request), request.params.host, request.body.addresses));
    },
  );

  app.post(
    '/nameserver/host/delete/:host',
    { schema: { params: hostParamsSchema, body: hostDeleteBodySchema }, config: auth },
    async (request) => {
      return ok(await nameservers.deleteHost(userId(request), request.params.host));
    },
  );

  app.get(
    '/domain/nameservers/:domain',
    { schema: { params: domainParamsSchema, querystring: domainNameserversQuerySchema }, config: auth },
    async (request) => {
      return ok(await nameservers.domainNameservers(userId(request), request.params.domain));
    },
  );

  app.post(
    '/domain/nameservers/:domain',
    { schema: { params: domainParamsSchema, body: domainNameserversBodySchema }, config: auth },
    async (request) => {
      return ok(await nameservers.setDomainNameservers(userId(request), request.params.domain, request.body.nameservers));
    },
  );

  app.get('/nameserver/templates', { schema: { querystring: templateListQuerySchema }, config: auth }, async (request) => {
    return ok(await nameservers.listTemplates(userId(request)));
  });

  app.post('/nameserver/template/create', { schema: { body: templateCreateBodySchema }, config: auth }, async (request) => {
    const { name, nameservers: list, is_default } = request.body;
    return ok(await nameservers.createTemplate(userId(request), { name, nameservers: list, isDefault: is_default }));
  });

  app.post(
    '/nameserver/template/update/:id',
    { schema: { params: templateParamsSchema, body: templateUpdateBodySchema }, config: auth },
    async (request) => {
      return ok(
        await nameservers.updateTemplate(userId(request), request.params.id, {
          name: request.body.name,
          nameservers: request.body.nameservers,
        }),
      );
    },
  );

  app.post(
    '/nameserver/template/default/:id',
    { schema: { params: templateParamsSchema, body: templateDefaultBodySchema }, config: auth },
    async (request) => {
      return ok(await nameservers.setDefaultTemplate(userId(request), request.params.id, request.body.is_default));
    },
  );

  app.post(
    '/nameserver/template/delete/:id',
    { schema: { params: templateParamsSchema, body: templateDeleteBodySchema }, config: auth },
    async (request) => {
      return ok(await nameservers.deleteTemplate(userId(request), request.params.id));
    },
  );

  app.post(
    '/nameserver/template/apply/:id',
    { schema: { params: templateParamsSchema, body: templateApplyBodySchema }, config: auth },
    async (request) => {
      const session = userSession(request);
      return ok(await nameservers.applyTemplate(session.user.id, request.params.id, request.body.domains, session.language));
    },
  );
};
