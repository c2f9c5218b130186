import type { Language } from '@common/i18n/languages';

/** What the mail to a new MAILFW destination says, in English and German. */
export interface MailfwMessages {
  /** A catch-all source (`*`) of the domain. */
  anyAddress: (domain: string) => string;
  subject: (destination: string) => string;
  greeting: string;
  /** `sources`: the forwarded addresses, listed. */
  request: (input: { domain: string; sources: string; destination: string; shopName: string }) => string;
  startsOnConfirm: string;
  confirm: string;
  ignore: string;
}

const MESSAGES: Record<Language, MailfwMessages> = {
  en: {
    anyAddress: (domain) => `any address @${domain}`,
    subject: (destination) => `Confirm forwarding of e-mail to ${destination}`,
    greeting: 'Hello,',
    request: ({ domain, sources, destination, shopName }) =>
      `the holder of the domain ${domain} would like to forward e-mail sent to ${sources} to this address (${destination}) through ${shopName}.`,
    startsOnConfirm: 'The forwarding starts only once you confirm it with this link.',
    confirm: 'Confirm forwarding',
    ignore: 'If you do not want to receive this mail, ignore this message; nothing will be forwarded.',
  },
  de: {
    anyAddress: (domain) => `jede Adresse @${domain}`,
    subject: (destination) => `Weiterleitung von E-Mails an ${destination} bestätigen`,
    greeting: 'Hallo,',
    request: ({ domain, sources, destination, shopName }) =>
      `der Inhaber der Domain ${domain} möchte E-Mails an ${sources} über ${shopName} an diese Adresse (${destination}) weiterleiten.`,
    startsOnConfirm: 'Die Weiterleitung beginnt erst, wenn Sie sie mit diesem Link bestätigen.',
    confirm: 'Weiterleitung bestätigen',
    ignore: 'Falls Sie diese E-Mails nicht erhalten möchten, ignorieren Sie diese Nachricht; es wird nichts weitergeleitet.',
  },
};

export function mailfwMessages(language: Language): MailfwMessages {
  return MESSAGES[language];
}
