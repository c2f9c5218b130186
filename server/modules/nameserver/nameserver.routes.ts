import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, ok } from '@common/api/envelope';
import {
  domainNameserversBodySchema,
  domainNameserversQuerySchema,
  domainParamsSchema,
  domainNameserversViewSchema,
  hostDeletedViewSchema,
  hostListViewSchema,
  hostViewSchema,
  templateApplyViewSchema,
  templateDeletedViewSchema,
  templateListViewSchema,
  templateViewSchema,
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
import { ErrorCode } from '@common/errors/error-codes';
import type { AppServices } from '../../app-services';
import { userSession } from '../payment/payment.routes';

const auth = { auth: 'user' as const };

/** Nameserver management (common/api/nameserver.contract.ts lists the paths; decision 024). */
export const nameserverRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { nameservers } = services;
  const userId = (request: Parameters<typeof userSession>[0]) => userSession(request).user.id;

  app.get(
    '/nameserver/hosts',
    {
      schema: { querystring: hostListQuerySchema, response: { 200: envelopeSchema(hostListViewSchema) } },
      config: { ...auth, errors: [ErrorCode.RegistryUnavailable] },
    },
    async (request) => {
      return ok(await nameservers.listHosts(userId(request)));
    },
  );

  app.post(
    '/nameserver/host/create',
    {
      schema: { body: hostCreateBodySchema, response: { 200: envelopeSchema(hostViewSchema) } },
      config: { ...auth, errors: [ErrorCode.RegistryUnavailable] },
    },
    async (request) => {
      return ok(await nameservers.createHost(userId(request), request.body.host, request.body.addresses));
    },
  );

  app.post(
    '/nameserver/host/update/:host',
    {
      schema: { params: hostParamsSchema, body: hostUpdateBodySchema, response: { 200: envelopeSchema(hostViewSchema) } },
      config: { ...auth, errors: [ErrorCode.RegistryUnavailable] },
    },
    async (request) => {
      return ok(await nameservers.updateHost(userId(request), request.params.host, request.body.addresses));
    },
  );

  app.post(
    '/nameserver/host/delete/:host',
    {
      schema: { params: hostParamsSchema, body: hostDeleteBodySchema, response: { 200: envelopeSchema(hostDeletedViewSchema) } },
      config: { ...auth, errors: [ErrorCode.RegistryUnavailable] },
    },
    async (request) => {
      return ok(await nameservers.deleteHost(userId(request), request.params.host));
    },
  );

  app.get(
    '/domain/nameservers/:domain',
    {
      schema: {
        params: domainParamsSchema,
        querystring: domainNameserversQuerySchema,
        response: { 200: envelopeSchema(domainNameserversViewSchema) },
      },
      config: { ...auth, errors: [ErrorCode.RegistryUnavailable] },
    },
    async (request) => {
      return ok(await nameservers.domainNameservers(userId(request), request.params.domain));
    },
  );

  app.post(
    '/domain/nameservers/:domain',
    {
      schema: {
        params: domainParamsSchema,
        body: domainNameserversBodySchema,
        response: { 200: envelopeSchema(domainNameserversViewSchema) },
      },
      config: { ...auth, errors: [ErrorCode.RegistryUnavailable] },
    },
    async (request) => {
      return ok(await nameservers.setDomainNameservers(userId(request), request.params.domain, request.body.nameservers));
    },
  );

  app.get(
    '/nameserver/templates',
    { schema: { querystring: templateListQuerySchema, response: { 200: envelopeSchema(templateListViewSchema) } }, config: auth },
    async (request) => {
      return ok(await nameservers.listTemplates(userId(request)));
    },
  );

  app.post(
    '/nameserver/template/create',
    { schema: { body: templateCreateBodySchema, response: { 200: envelopeSchema(templateViewSchema) } }, config: auth },
    async (request) => {
      const { name, nameservers: list, is_default } = request.body;
      return ok(await nameservers.createTemplate(userId(request), { name, nameservers: list, isDefault: is_default }));
    },
  );

  app.post(
    '/nameserver/template/update/:id',
    {
      schema: { params: templateParamsSchema, body: templateUpdateBodySchema, response: { 200: envelopeSchema(templateViewSchema) } },
      config: auth,
    },
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
    {
      schema: { params: templateParamsSchema, body: templateDefaultBodySchema, response: { 200: envelopeSchema(templateListViewSchema) } },
      config: auth,
    },
    async (request) => {
      return ok(await nameservers.setDefaultTemplate(userId(request), request.params.id, request.body.is_default));
    },
  );

  app.post(
    '/nameserver/template/delete/:id',
    {
      schema: {
        params: templateParamsSchema,
        body: templateDeleteBodySchema,
        response: { 200: envelopeSchema(templateDeletedViewSchema) },
      },
      config: auth,
    },
    async (request) => {
      return ok(await nameservers.deleteTemplate(userId(request), request.params.id));
    },
  );

  app.post(
    '/nameserver/template/apply/:id',
    {
      schema: { params: templateParamsSchema, body: templateApplyBodySchema, response: { 200: envelopeSchema(templateApplyViewSchema) } },
      config: auth,
    },
    async (request) => {
      const session = userSession(request);
      return ok(await nameservers.applyTemplate(session.user.id, request.params.id, request.body.domains, session.language));
    },
  );
};
