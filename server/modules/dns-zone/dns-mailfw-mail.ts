import type { Language } from '@common/i18n/languages';
import type { MailParts } from '../mail/mail-templates';
import { mailfwMessages } from './dns-mailfw-messages';

/**
 * The mail to a new MAILFW destination: mail for an address of someone's domain will be forwarded
 * here once the recipient agrees, so nobody is sent a stream of mail they never asked for.
 */
export function mailfwConfirmMail(
  language: Language,
  input: { domain: string; destination: string; sources: string[]; link: string },
  shopName: string,
): MailParts {
  const t = mailfwMessages(language);
  const sources = input.sources.map((source) => (source === '*' ? t.anyAddress(input.domain) : `${source}@${input.domain}`)).join(', ');
  return {
    subject: t.subject(input.destination),
    greeting: t.greeting,
    paragraphs: [t.request({ domain: input.domain, sources, destination: input.destination, shopName }), t.startsOnConfirm],
    action: { label: t.confirm, url: input.link },
    after: [t.ignore],
  };
}
