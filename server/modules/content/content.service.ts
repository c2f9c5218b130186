import { type AbuseReportBody, type ContentPage, type ContentSlug, type SupportRequestBody } from '@common/api/content.contract';
import { ErrorCode } from '@common/errors/error-codes';
import type { Language } from '@common/i18n/languages';
import { randomBytes } from 'node:crypto';
import type { Config } from '../../config';
import { AppError } from '../../http/app-error';
import type { Clock } from '../../lib/clock';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { Mailer } from '../mail/mailer';
import { renderMailParts } from '../mail/mail-templates';
import { fillPlaceholders, operatorPlaceholders } from './content-placeholders';
import { renderTermsPdf, renderTransferFormPdf } from './content-documents';
import { contentMessages } from './content-messages';
import { presentContentPage } from './content.presenter';
import type { ContentLanguage, ContentRepository } from './content.repository';

export type Operator = Config['operator'];

type FormContext = { clientAddress: string; language: Language; userId: number | null };

export function createContentService(deps: {
  repository: ContentRepository;
  operator: Operator;
  mailer: Mailer;
  abuseLimiter: RateLimiter;
  supportLimiter: RateLimiter;
  clock: Clock;
  /** The shop's name (SHOP_NAME, decision 063). */
  shopName: string;
}) {
  const placeholders = operatorPlaceholders(deps.operator);

  /** A form's message to the operator: counted per client address first (429 with Retry-After), then given a reference. */
  async function admit(limiter: RateLimiter, prefix: string, context: FormContext): Promise<string> {
    const wait = await limiter.hit(context.clientAddress);
    if (wait > 0) throw new AppError(ErrorCode.TooManyRequests, 429, { headers: { 'retry-after': String(wait) } });
    return `${prefix}-${deps.clock.now().toISOString().slice(0, 10).replaceAll('-', '')}-${randomBytes(3).toString('hex').toUpperCase()}`;
  }

  return {
    /** A page in the language asked for; a page written in the other language only is shown in that one. */
    async page(slug: ContentSlug, language: Language): Promise<ContentPage> {
      const other: ContentLanguage = language === 'de' ? 'en' : 'de';
      const row = (await deps.repository.find(slug, language)) ?? (await deps.repository.find(slug, other));
      if (!row) throw AppError.notFound();
      return presentContentPage(row, placeholders);
    },

    /** Saves a new version of a page (the content command, the seed). */
    save(page: { slug: ContentSlug; language: ContentLanguage; title: string; body: string; author: string }) {
      return deps.repository.save({ ...page, at: deps.clock.now() });
    },

    /** A document of the downloads page as a PDF in the language: the terms or the transfer authorisation form. */
    async document(name: 'terms' | 'transfer-authorisation', language: Language): Promise<Uint8Array> {
      if (name === 'transfer-authorisation') return renderTransferFormPdf(language, deps.operator);
      const row = await deps.repository.find('terms', language);
      if (!row) throw AppError.notFound();
      return renderTermsPdf(
        { title: row.title, body: fillPlaceholders(row.body, placeholders), version: row.version, updatedAt: row.updatedAt },
        language,
        deps.operator,
      );
    },

    /**
     * An abuse report, mailed to the operator's abuse address. Counted per client address before
     * anything else (429 with Retry-After); the values reach the mail as text only.
     */
    async reportAbuse(report: AbuseReportBody, context: FormContext) {
      const reference = await admit(deps.abuseLimiter, 'AB', context);
      const kind = contentMessages('en').abuseKinds[report.kind];
      const content = renderMailParts(
        'en',
        {
          subject: `Abuse report ${reference}: ${kind} – ${report.domain}`,
          greeting: 'Hello abuse team,',
          paragraphs: [
            `a report about ${report.domain} came in through the report-abuse form (${reference}).`,
            `Kind: ${kind}`,
            `Reporter: ${report.name} <${report.email}>${context.userId === null ? '' : ` (customer ${context.userId})`}, language ${context.language}`,
            ...(report.evidence_url ? [`Evidence: ${report.evidence_url}`] : []),
            'Message:',
            ...report.message.split(/\r?\n/),
          ],
          after: ['Please answer the reporter from the abuse mailbox within two working days (ICANN RAA 3.18).'],
        },
        deps.shopName,
      );
      // Answering goes to the reporter; the address passed the schema's one-line e-mail check.
      await deps.mailer.send(deps.operator.abuseEmail, { ...content, replyTo: report.email });
      return { reference };
    },

    /**
     * A support request from the support page (decision 056), mailed to the operator's address in
     * the customer's language, with the customer number when logged in. Counted and made safe as
     * the abuse report is: the subject line holds only checked one-line values.
     */
    async requestSupport(request: SupportRequestBody, context: FormContext) {
      const reference = await admit(deps.supportLimiter, 'SR', context);
      const words = contentMessages(context.language).supportMail;
      const customer = context.userId === null ? words.visitor : words.customer(context.userId);
      const content = renderMailParts(
        context.language,
        {
          subject: `${words.subject} ${reference}: ${words.topics[request.topic]} – ${request.subject}`,
          greeting: words.greeting,
          paragraphs: [
            words.intro(reference),
            `${words.from}: ${request.name} <${request.email}>, ${customer}`,
            `${words.topic}: ${words.topics[request.topic]}`,
            `${words.subjectLabel}: ${request.subject}`,
            `${words.message}:`,
            ...request.message.split(/\r?\n/),
          ],
          after: [words.answer(request.email)],
        },
        deps.shopName,
      );
      await deps.mailer.send(deps.operator.email, { ...content, replyTo: request.email });
      return { reference };
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
