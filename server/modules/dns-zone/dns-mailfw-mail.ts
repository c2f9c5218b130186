import type { Language } from '@common/i18n/languages';
import type { MailParts } from '../mail/mail-templates';

/**
 * The mail to a new MAILFW destination: mail for an address of someone's domain will be forwarded
 * here once the recipient agrees, so nobody is sent a stream of mail they never asked for.
 */
export function mailfwConfirmMail(
  language: Language,
  input: { domain: string; destination: string; sources: string[]; link: string },
  shopName: string,
): MailParts {
  const sources = input.sources
    .map((source) =>
      source === '*' ? (language === 'de' ? `jede Adresse @${input.domain}` : `any address @${input.domain}`) : `${source}@${input.domain}`,
    )
    .join(', ');
  return language === 'de'
    ? {
        subject: `Weiterleitung von E-Mails an ${input.destination} bestätigen`,
        greeting: 'Hallo,',
        paragraphs: [
          `der Inhaber der Domain ${input.domain} möchte E-Mails an ${sources} über ${shopName} an diese Adresse (${input.destination}) weiterleiten.`,
          'Die Weiterleitung beginnt erst, wenn Sie sie mit diesem Link bestätigen.',
        ],
        action: { label: 'Weiterleitung bestätigen', url: input.link },
        after: ['Falls Sie diese E-Mails nicht erhalten möchten, ignorieren Sie diese Nachricht; es wird nichts weitergeleitet.'],
      }
    : {
        subject: `Confirm forwarding of e-mail to ${input.destination}`,
        greeting: 'Hello,',
        paragraphs: [
          `the holder of the domain ${input.domain} would like to forward e-mail sent to ${sources} to this address (${input.destination}) through ${shopName}.`,
          'The forwarding starts only once you confirm it with this link.',
        ],
        action: { label: 'Confirm forwarding', url: input.link },
        after: ['If you do not want to receive this mail, ignore this message; nothing will be forwarded.'],
      };
}
