import { LEGAL_CONTENT_SLUGS, type AbuseReportBody, type ContentPage, type ContentSlug } from '@common/api/content.contract';
import { ErrorCode } from '@common/errors/error-codes';
import type { Language } from '@common/i18n/languages';
import { randomBytes } from 'node:crypto';
import type { Config } from '../../config';
import { AppError } from '../../http/app-error';
import type { Clock } from '../../lib/clock';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { Mailer } from '../mail/mailer';
import { renderMailParts } from '../mail/mail-templates';
import { SHOP_NAME } from '../price/shop-identity';
import { escapeMarkdown, renderMarkdown } from './content-markdown';
import { renderTermsPdf, renderTransferFormPdf } from './content-documents';
import type { ContentLanguage, ContentPageRow, ContentRepository } from './content.repository';

export type Operator = Config['operator'];

/**
 * The operator's details a page may name: `{{operator.name}}` and so on in the Markdown are
 * replaced with the configured values (shown literally, never as Markdown or HTML).
 */
export function operatorPlaceholders(operator: Operator): Record<string, string> {
  return {
    'operator.name': escapeMarkdown(operator.name),
    // One line each: two spaces and a line break make a Markdown hard break.
    'operator.address': operator.address.map(escapeMarkdown).join('  \n'),
    'operator.address_inline': escapeMarkdown(operator.address.join(', ')),
    'operator.representative': escapeMarkdown(operator.representative),
    'operator.register': escapeMarkdown(operator.register),
    'operator.vat_id': escapeMarkdown(operator.vatId),
    'operator.email': escapeMarkdown(operator.email),
    'operator.phone': escapeMarkdown(operator.phone),
    'operator.abuse_email': escapeMarkdown(operator.abuseEmail),
  };
}

export function fillPlaceholders(body: string, values: Record<string, string>): string {
  return body.replace(/\{\{\s*([a-z_.]+)\s*\}\}/g, (match, key: string) => values[key] ?? match);
}

const ABUSE_KIND_NAMES: Record<Language, Record<AbuseReportBody['kind'], string>> = {
  en: { spam: 'Spam', phishing: 'Phishing', malware: 'Malware', fraud: 'Fraud', copyright: 'Copyright or trademark', other: 'Other' },
  de: { spam: 'Spam', phishing: 'Phishing', malware: 'Schadsoftware', fraud: 'Betrug', copyright: 'Urheber- oder Markenrecht', other: 'Sonstiges' },
};

export function createContentService(deps: { repository: ContentRepository; operator: Operator; mailer: Mailer; abuseLimiter: RateLimiter; clock: Clock }) {
  const placeholders = operatorPlaceholders(deps.operator);

  function present(row: ContentPageRow): ContentPage {
    return {
      slug: row.slug as ContentSlug,
      language: row.language,
      title: row.title,
      html: renderMarkdown(fillPlaceholders(row.body, placeholders)),
      version: row.version,
      updated_at: row.updatedAt.toISOString(),
      legal: LEGAL_CONTENT_SLUGS.includes(row.slug as ContentSlug),
    };
  }

  return {
    /** A page in the language asked for; a page written in the other language only is shown in that one. */
    async page(slug: ContentSlug, language: Language): Promise<ContentPage> {
      const other: ContentLanguage = language === 'de' ? 'en' : 'de';
      const row = (await deps.repository.find(slug, language)) ?? (await deps.repository.find(slug, other));
      if (!row) throw AppError.notFound();
      return present(row);
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
      return renderTermsPdf({ title: row.title, body: fillPlaceholders(row.body, placeholders), version: row.version, updatedAt: row.updatedAt }, language, deps.operator);
    },

    /**
     * An abuse report, mailed to the operator's abuse address. Counted per client address before
     * anything else (429 with Retry-After); the values reach the mail as text only.
     */
    async reportAbuse(report: AbuseReportBody, context: { clientAddress: string; language: Language; userId: number | null }) {
      const wait = await deps.abuseLimiter.hit(context.clientAddress);
      if (wait > 0) throw new AppError(ErrorCode.TooManyRequests, 429, { headers: { 'retry-after': String(wait) } });
      const reference = `AB-${deps.clock.now().toISOString().slice(0, 10).replaceAll('-', '')}-${randomBytes(3).toString('hex').toUpperCase()}`;
      const kind = ABUSE_KIND_NAMES.en[report.kind];
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
        SHOP_NAME,
      );
      await deps.mailer.send(deps.operator.abuseEmail, content);
      return { reference };
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
