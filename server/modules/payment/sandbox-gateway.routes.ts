import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema } from '@common/api/envelope';
import { sandboxDecisionBodySchema, sandboxPageParamsSchema } from '@common/api/payment.contract';
import { ErrorCode } from '@common/errors/error-codes';
import { isLanguage, type Language } from '@common/i18n/languages';
import { formatMoney } from '@common/money/money';
import { z } from 'zod';
import type { AppServices } from '../../app-services';
import { AppError } from '../../http/app-error';
import { requestLanguage } from '../../http/request-language';
import { escapeHtml } from '../mail/mail-templates';
import { paymentReturnPath } from './payment-return-path';
import { sandboxGatewayMessages } from './sandbox-gateway-messages';
import { SIGNATURE_HEADER, type GatewayNotification } from './sandbox-gateway';

const PAGE_TYPE = 'text/html; charset=utf-8';

function page(language: Language, body: string): string {
  const t = sandboxGatewayMessages(language);
  return [
    '<!doctype html>',
    `<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(t.title)}</title>`,
    '<style>body{font-family:Arial,Helvetica,sans-serif;max-width:480px;margin:40px auto;padding:0 16px;color:#1a1a1a;line-height:1.5}',
    'dl{display:grid;grid-template-columns:auto 1fr;gap:4px 16px}dd{margin:0;font-variant-numeric:tabular-nums}',
    'button{font-size:16px;padding:10px 18px;margin-right:12px;border-radius:4px;border:1px solid #1864ab;cursor:pointer}',
    '.approve{background:#1864ab;color:#fff}.decline{background:#fff;color:#1864ab}button:focus-visible,a:focus-visible{outline:3px solid #f08c00;outline-offset:2px}</style>',
    `</head><body><main><h1>${escapeHtml(t.title)}</h1>${body}</main></body></html>`,
  ].join('');
}

function languageOf(query: unknown, fallback: Language): Language {
  const lang = (query as { lang?: unknown } | undefined)?.lang;
  return isLanguage(lang) ? lang : fallback;
}

/**
 * The sandbox card / PayPal / Apple Pay gateway (outside /api: it plays the payment provider):
 * the hosted page where the payer approves or declines, and the shop's notification endpoint,
 * which accepts only notifications signed with the gateway key (docs/decisions/015).
 */
export const sandboxGatewayRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { paymentNotices: payments, sandboxSigner, bankStatementSigner, clock, config } = services;

  // Form posts from the hosted page, and the notification's exact bytes (the signature covers them).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 16_384 }, (_request, body, done) => {
    try {
      done(null, { raw: body as string, json: JSON.parse(body as string) as unknown });
    } catch {
      done(new AppError(1005, 400), undefined);
    }
  });

  const sendPage = (reply: FastifyReply, status: number, language: Language, body: string) =>
    reply.code(status).type(PAGE_TYPE).header('cache-control', 'no-store').send(page(language, body));

  app.get(
    '/pay/sandbox/:token',
    {
      // Any token and lang: a cut-off or mangled link gets the page for an unknown payment, not a JSON error.
      schema: { params: anyTokenSchema, querystring: z.object({ lang: z.string().optional() }) },
      config: { answer: { mediaType: PAGE_TYPE, description: "The gateway's page: the payment with approve and decline buttons." } },
    },
    async (request, reply) => {
      const wellFormed = sandboxPageParamsSchema.safeParse(request.params).success;
      const hosted = wellFormed ? await payments.hostedPayment(request.params.token) : null;
      if (!hosted) {
        const language = languageOf(request.query, requestLanguage(request));
        return sendPage(reply, 404, language, `<p role="alert">${escapeHtml(sandboxGatewayMessages(language).unknown)}</p>`);
      }
      const language = languageOf(request.query, hosted.language);
      const t = sandboxGatewayMessages(language);
      const { payment } = hosted;
      const amount = formatMoney({ amount: payment.amount, currency: payment.currency }, language);
      const details = `<dl><dt>${escapeHtml(t.reference)}</dt><dd>${payment.id}</dd><dt>${escapeHtml(t.amount)}</dt><dd>${escapeHtml(amount)}</dd></dl>`;
      if (payment.status !== 'pending') {
        return sendPage(
          reply,
          200,
          language,
          `${details}<p role="status">${escapeHtml(t.done[payment.status])}</p><p><a href="${escapeHtml(paymentReturnPath(payment))}">${escapeHtml(t.back)}</a></p>`,
        );
      }
      const action = `/pay/sandbox/${encodeURIComponent(request.params.token)}?lang=${language}`;
      return sendPage(
        reply,
        200,
        language,
        `<p>${escapeHtml(t.intro(config.operator.name, hosted.methodLabel[language]))}</p>${details}` +
          `<form method="post" action="${escapeHtml(action)}"><button class="approve" type="submit" name="decision" value="approve">${escapeHtml(t.approve)}</button>` +
          `<button class="decline" type="submit" name="decision" value="decline">${escapeHtml(t.decline)}</button></form>`,
      );
    },
  );

  /** The payer's decision: the gateway tells the shop by a signed notification, then sends the payer back. */
  app.post(
    '/pay/sandbox/:token',
    {
      schema: { params: anyTokenSchema, body: sandboxDecisionBodySchema },
      config: { answer: { redirect: 303, description: "Back to the shop's page of the payment." } },
    },
    async (request, reply) => {
      const wellFormed = sandboxPageParamsSchema.safeParse(request.params).success;
      const hosted = wellFormed ? await payments.hostedPayment(request.params.token) : null;
      if (!hosted) throw AppError.notFound();
      const { payment } = hosted;
      if (payment.status === 'pending') {
        const notification: GatewayNotification = {
          event_id: randomUUID(),
          payment_id: payment.id,
          token: request.params.token,
          status: request.body.decision === 'approve' ? 'approved' : 'declined',
          amount: payment.amount,
          currency: payment.currency,
        };
        await deliver(app, JSON.stringify(notification), sandboxSigner.sign(JSON.stringify(notification), clock.now()));
      }
      return reply.redirect(`${config.linkBaseUrl}${paymentReturnPath(payment)}`, 303);
    },
  );

  /** The shop's side: a notification counts only with a valid signature over its exact bytes. */
  app.post(
    '/pay/notify/sandbox',
    { schema: { response: { 200: envelopeSchema(notificationResultSchema) } }, config: { errors: [ErrorCode.PaymentSignatureInvalid] } },
    async (request, reply) => {
      const body = request.body as { raw?: string; json?: unknown } | undefined;
      const signature = request.headers[SIGNATURE_HEADER];
      if (!body?.raw || typeof signature !== 'string' || !sandboxSigner.verify(signature, body.raw, clock.now()))
        throw new AppError(3028, 401);
      const parsed = notificationSchema.safeParse(body.json);
      if (!parsed.success) throw AppError.badRequest();
      const result = await payments.applyNotification(parsed.data);
      return reply.send({ success: true, result: { received: true, changed: result.changed }, errors: [] });
    },
  );

  /**
   * A bank transfer that arrived (the bank statement import; in the sandbox, scripts/book-bank-transfer.mjs),
   * signed like the gateway's notifications with a key of its own.
   */
  app.post(
    '/pay/notify/bank',
    {
      schema: { response: { 200: envelopeSchema(bankTransferResultSchema) } },
      config: { errors: [ErrorCode.PaymentSignatureInvalid, ErrorCode.BankTransferAmountMismatch] },
    },
    async (request, reply) => {
      const body = request.body as { raw?: string; json?: unknown } | undefined;
      const signature = request.headers[SIGNATURE_HEADER];
      if (!body?.raw || typeof signature !== 'string' || !bankStatementSigner.verify(signature, body.raw, clock.now()))
        throw new AppError(3028, 401);
      const parsed = bankStatementSchema.safeParse(body.json);
      if (!parsed.success) throw AppError.badRequest();
      const payment = await payments.bookBankTransfer(
        parsed.data.reference,
        parsed.data.amount,
        parsed.data.currency,
        requestLanguage(request),
      );
      return reply.send({ success: true, result: { booked: true, payment_id: payment.id, purpose: payment.purpose }, errors: [] });
    },
  );
};

/** The hosted page's path parameter as it comes; sandboxPageParamsSchema decides whether it can be a token. */
const anyTokenSchema = z.object({ token: z.string() });

const notificationResultSchema = z.object({ received: z.literal(true), changed: z.boolean() });
const bankTransferResultSchema = z.object({ booked: z.literal(true), payment_id: z.number().int(), purpose: z.string() });

const notificationSchema = z.object({
  event_id: z.string().max(64),
  payment_id: z.number().int().positive(),
  token: z.string().max(64),
  status: z.enum(['approved', 'declined']),
  amount: z.number().int().positive(),
  currency: z.enum(['EUR', 'USD']),
});

const bankStatementSchema = z.object({
  reference: z.string().max(32),
  amount: z.number().int().positive(),
  currency: z.enum(['EUR', 'USD']),
});

/**
 * The sandbox gateway and the shop run in one process, so the server-to-server call goes through
 * the shop's own HTTP stack (inject) instead of the network; a real gateway posts the same bytes.
 * A refused notification is an error the payer sees, as a real gateway would retry it.
 */
async function deliver(app: FastifyInstance, body: string, signature: string): Promise<void> {
  const response = await app.inject({
    method: 'POST',
    url: '/pay/notify/sandbox',
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
    payload: body,
  });
  if (response.statusCode !== 200) throw new Error(`sandbox notification refused: ${response.statusCode} ${response.body}`);
}
