import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, ok } from '@common/api/envelope';
import {
  dnsDiffSchema,
  dnsDomainParamsSchema,
  dnsGeneratedAuthSchema,
  dnsImportBodySchema,
  dnsImportPreviewSchema,
  dnsMailfwConfirmationSchema,
  dnsMailfwConfirmBodySchema,
  dnsMailfwResendBodySchema,
  dnsMailfwResentSchema,
  dnsRecordSchema,
  dnsSaveBodySchema,
  dnsValidateBodySchema,
  dnsVersionParamsSchema,
  dnsZoneQuerySchema,
  dnsZoneSchema,
  dnsZoneStatusSchema,
  dnsZoneVersionSchema,
} from '@common/api/dns.contract';
import { ErrorCode } from '@common/errors/error-codes';
import type { AppServices } from '../../app-services';
import { userSession } from '../payment/payment.routes';

const auth = { auth: 'user' as const };
const ZONE_FILE_TYPE = 'text/plain; charset=utf-8';

/** DNS zones (common/api/dns.contract.ts lists the paths; decision 033). */
export const dnsRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { dnsZones } = services;

  // Registered before /dns/:domain, which would otherwise take "generate-auth" for a name.
  app.get(
    '/dns/generate-auth',
    { schema: { querystring: dnsZoneQuerySchema, response: { 200: envelopeSchema(dnsGeneratedAuthSchema) } }, config: auth },
    async (request) => {
      userSession(request);
      return ok(dnsZones.generateAuth());
    },
  );

  // No login: the destination's owner confirms with the token mailed to it (the web page posts it).
  app.post(
    '/dns/mailfw/confirm',
    { schema: { body: dnsMailfwConfirmBodySchema, response: { 200: envelopeSchema(dnsMailfwConfirmationSchema) } } },
    async (request) => {
      return ok(await dnsZones.confirmMailfw(request.body.token));
    },
  );

  app.post(
    '/dns/mailfw/resend/:domain',
    {
      schema: { params: dnsDomainParamsSchema, body: dnsMailfwResendBodySchema, response: { 200: envelopeSchema(dnsMailfwResentSchema) } },
      config: auth,
    },
    async (request) => {
      return ok(await dnsZones.resendMailfw(userSession(request), request.params.domain, request.body.destination));
    },
  );

  app.get(
    '/dns/status/:domain',
    {
      schema: { params: dnsDomainParamsSchema, querystring: dnsZoneQuerySchema, response: { 200: envelopeSchema(dnsZoneStatusSchema) } },
      config: auth,
    },
    async (request) => {
      return ok(await dnsZones.status(userSession(request), request.params.domain));
    },
  );

  app.get(
    '/dns/:domain',
    {
      schema: { params: dnsDomainParamsSchema, querystring: dnsZoneQuerySchema, response: { 200: envelopeSchema(dnsZoneSchema) } },
      config: auth,
    },
    async (request) => {
      return ok(await dnsZones.get(userSession(request), request.params.domain));
    },
  );

  app.post(
    '/dns/validate/record/:domain',
    {
      schema: { params: dnsDomainParamsSchema, body: dnsValidateBodySchema, response: { 200: envelopeSchema(dnsRecordSchema) } },
      config: auth,
    },
    async (request) => {
      return ok(await dnsZones.validate(userSession(request), request.params.domain, request.body));
    },
  );

  // session_id comes in the query (spec §7); the session hooks compare it with the cookie's.
  app.post(
    '/dns/:domain',
    {
      schema: {
        params: dnsDomainParamsSchema,
        querystring: dnsZoneQuerySchema,
        body: dnsSaveBodySchema,
        response: { 200: envelopeSchema(dnsZoneSchema) },
      },
      config: auth,
    },
    async (request) => {
      return ok(await dnsZones.save(userSession(request), request.params.domain, request.body));
    },
  );

  app.post(
    '/dns/diff/:domain',
    { schema: { params: dnsDomainParamsSchema, body: dnsSaveBodySchema, response: { 200: envelopeSchema(dnsDiffSchema) } }, config: auth },
    async (request) => {
      return ok(await dnsZones.diff(userSession(request), request.params.domain, request.body));
    },
  );

  app.get(
    '/dns/versions/:domain',
    {
      schema: {
        params: dnsDomainParamsSchema,
        querystring: dnsZoneQuerySchema,
        response: { 200: envelopeSchema(z.array(dnsZoneVersionSchema)) },
      },
      config: auth,
    },
    async (request) => {
      return ok(await dnsZones.versions(userSession(request), request.params.domain));
    },
  );

  app.post(
    '/dns/versions/:domain/restore/:version',
    {
      schema: { params: dnsVersionParamsSchema, body: dnsZoneQuerySchema, response: { 200: envelopeSchema(dnsZoneSchema) } },
      config: auth,
    },
    async (request) => {
      return ok(await dnsZones.restore(userSession(request), request.params.domain, request.params.version));
    },
  );

  app.post(
    '/dns/import/:domain',
    {
      schema: { params: dnsDomainParamsSchema, body: dnsImportBodySchema, response: { 200: envelopeSchema(dnsImportPreviewSchema) } },
      config: { ...auth, errors: [ErrorCode.DomainNotOwned] },
    },
    async (request) => {
      return ok(await dnsZones.importPreview(userSession(request), request.params.domain, request.body.zone_file));
    },
  );

  app.get(
    '/dns/export/:domain',
    {
      schema: { params: dnsDomainParamsSchema, querystring: dnsZoneQuerySchema },
      config: {
        ...auth,
        answer: { mediaType: ZONE_FILE_TYPE, description: 'What the zone serves now, as an RFC 1035 master file (an attachment).' },
      },
    },
    async (request, reply) => {
      const file = await dnsZones.exportZone(userSession(request), request.params.domain);
      return reply.type(ZONE_FILE_TYPE).header('content-disposition', `attachment; filename="${file.fileName}"`).send(file.text);
    },
  );
};
