import type { Language } from '@common/i18n/languages';
import type { BackgroundTasks } from '../../lib/background-tasks';
import type { Mailer } from '../mail/mailer';
import { formatMoment, renderMailParts, type MailParts } from '../mail/mail-templates';

interface Holder {
  name: string;
  org: string | null;
}

/** The mails of a change of registrant; `domain` is the name for display. */
export type OwnershipMail =
  | { kind: 'confirm-prior'; domain: string; next: Holder & { email: string }; optOut: boolean; expiresAt: Date; link: string }
  | {
      kind: 'confirm-new';
      domain: string;
      prior: Holder;
      next: Holder & { email: string };
      optOut: boolean;
      expiresAt: Date;
      link: string;
      /** The prior registrant's approval was given by its Designated Agent: only this party's confirmation is missing. */
      priorByAgent?: boolean;
    }
  /** `agentApprovedAt`: to the prior registrant of a change its Designated Agent approved (the notice after the change). */
  | { kind: 'completed'; domain: string; next: Holder; lockedUntil: Date | null; agentApprovedAt?: Date | null }
  | { kind: 'declined'; domain: string; by: 'prior' | 'new' }
  | { kind: 'failed'; domain: string }
  /** Not confirmed by both before the links ran out (`unconfirmed`: who had not confirmed). */
  | { kind: 'lapsed'; domain: string; next: Holder; askedAt: Date; expiresAt: Date; unconfirmed: ('prior' | 'new')[] };

const holder = (value: Holder) => (value.org ? `${value.name} (${value.org})` : value.name);

function lockSentence(language: Language, optOut: boolean): string {
  if (language === 'de') {
    return optOut
      ? 'Der bisherige Inhaber hat auf die 60-tägige Transfersperre verzichtet: Die Domain kann nach dem Wechsel sofort zu einem anderen Registrar übertragen werden.'
      : 'Nach dem Wechsel kann die Domain 60 Tage lang nicht zu einem anderen Registrar übertragen werden (ICANN Transfer Policy).';
  }
  return optOut
    ? 'The prior registrant has opted out of the 60-day transfer lock: the domain can move to another registrar right after the change.'
    : 'After the change, the domain cannot be transferred to another registrar for 60 days (ICANN Transfer Policy).';
}

/** The mail's parts in the recipient's language. */
export function ownershipMailParts(language: Language, mail: OwnershipMail): MailParts {
  const de = language === 'de';
  const greeting = de ? 'Hallo,' : 'Hello,';
  switch (mail.kind) {
    case 'confirm-prior':
      return de
        ? {
            subject: `Inhaberwechsel der Domain ${mail.domain} bestätigen`,
            greeting,
            paragraphs: [
              `für die Domain ${mail.domain}, deren Inhaber Sie sind, wurde ein Inhaberwechsel beantragt. Neuer Inhaber soll ${holder(mail.next)} <${mail.next.email}> werden.`,
              lockSentence(language, mail.optOut),
              'Falls Sie die Domain eigentlich zu einem anderen Registrar übertragen möchten, beantragen Sie den Transfer bitte vor dem Inhaberwechsel.',
              `Der Wechsel wird erst durchgeführt, wenn Sie und der neue Inhaber ihn bestätigen. Öffnen Sie den Link, um zuzustimmen oder abzulehnen; er gilt bis ${formatMoment(language, mail.expiresAt)}.`,
            ],
            action: { label: 'Inhaberwechsel prüfen', url: mail.link },
            after: ['Falls Sie diesen Wechsel nicht veranlasst haben, lehnen Sie ihn über den Link ab.'],
          }
        : {
            subject: `Confirm the change of registrant of ${mail.domain}`,
            greeting,
            paragraphs: [
              `a change of registrant was asked for the domain ${mail.domain}, of which you are the registrant. The new registrant would be ${holder(mail.next)} <${mail.next.email}>.`,
              lockSentence(language, mail.optOut),
              'If what you want is to move the domain to another registrar, please ask for that transfer before the change of registrant.',
              `The change is made only once you and the new registrant confirm it. Open the link to agree or decline; it works until ${formatMoment(language, mail.expiresAt)}.`,
            ],
            action: { label: 'Review the change', url: mail.link },
            after: ['If you did not ask for this change, decline it with the link.'],
          };
    case 'confirm-new':
      return de
        ? {
            subject: `Sie sollen Inhaber der Domain ${mail.domain} werden`,
            greeting,
            paragraphs: [
              `${holder(mail.prior)}, bisheriger Inhaber der Domain ${mail.domain}, möchte sie auf Sie übertragen: ${holder(mail.next)} <${mail.next.email}>.`,
              lockSentence(language, mail.optOut),
              mail.priorByAgent
                ? `Für den bisherigen Inhaber hat bereits sein Bevollmächtigter (Designated Agent) zugestimmt. Der Wechsel wird durchgeführt, sobald Sie ihn bestätigen. Öffnen Sie den Link, um zuzustimmen oder abzulehnen; er gilt bis ${formatMoment(language, mail.expiresAt)}.`
                : `Der Wechsel wird erst durchgeführt, wenn Sie und der bisherige Inhaber ihn bestätigen. Öffnen Sie den Link, um zuzustimmen oder abzulehnen; er gilt bis ${formatMoment(language, mail.expiresAt)}.`,
            ],
            action: { label: 'Inhaberwechsel prüfen', url: mail.link },
            after: ['Falls Sie diese Domain nicht übernehmen möchten, lehnen Sie über den Link ab oder ignorieren Sie diese Nachricht.'],
          }
        : {
            subject: `You are to become the registrant of ${mail.domain}`,
            greeting,
            paragraphs: [
              `${holder(mail.prior)}, the current registrant of the domain ${mail.domain}, would like to hand it over to you: ${holder(mail.next)} <${mail.next.email}>.`,
              lockSentence(language, mail.optOut),
              mail.priorByAgent
                ? `The current registrant's approval was given by its Designated Agent. The change is made once you confirm it. Open the link to agree or decline; it works until ${formatMoment(language, mail.expiresAt)}.`
                : `The change is made only once you and the current registrant confirm it. Open the link to agree or decline; it works until ${formatMoment(language, mail.expiresAt)}.`,
            ],
            action: { label: 'Review the change', url: mail.link },
            after: ['If you do not want to take over this domain, decline with the link or ignore this message.'],
          };
    case 'completed': {
      const lock = mail.lockedUntil
        ? de
          ? `Die Domain kann bis ${formatMoment(language, mail.lockedUntil)} nicht zu einem anderen Registrar übertragen werden.`
          : `The domain cannot be transferred to another registrar until ${formatMoment(language, mail.lockedUntil)}.`
        : de
          ? 'Auf die 60-tägige Transfersperre wurde vor dem Wechsel verzichtet.'
          : 'The 60-day transfer lock was opted out of before the change.';
      const agent = mail.agentApprovedAt
        ? de
          ? [
              `Dem Wechsel hat am ${formatMoment(language, mail.agentApprovedAt)} der Inhaber des Kundenkontos, in dem die Domain verwaltet wird, als Ihr Bevollmächtigter (Designated Agent nach der ICANN Transfer Policy) in Ihrem Namen zugestimmt.`,
              'Falls Sie niemanden dazu bevollmächtigt haben, wenden Sie sich bitte umgehend an unseren Support.',
            ]
          : [
              `The change was approved on your behalf on ${formatMoment(language, mail.agentApprovedAt)} by the holder of the customer account the domain is managed in, as your Designated Agent under the ICANN Transfer Policy.`,
              'If you did not authorise anyone to do so, please contact our support at once.',
            ]
        : [];
      return de
        ? {
            subject: `Inhaberwechsel der Domain ${mail.domain} abgeschlossen`,
            greeting,
            paragraphs: [`der Inhaber der Domain ${mail.domain} ist jetzt ${holder(mail.next)}.`, lock, ...agent],
          }
        : {
            subject: `Change of registrant of ${mail.domain} completed`,
            greeting,
            paragraphs: [`the registrant of the domain ${mail.domain} is now ${holder(mail.next)}.`, lock, ...agent],
          };
    }
    case 'declined': {
      const who =
        mail.by === 'prior' ? (de ? 'der bisherige Inhaber' : 'the current registrant') : de ? 'der neue Inhaber' : 'the new registrant';
      return de
        ? {
            subject: `Inhaberwechsel der Domain ${mail.domain} abgelehnt`,
            greeting,
            paragraphs: [
              `der Inhaberwechsel der Domain ${mail.domain} wurde von ${who.replace(/^der/, 'dem')} abgelehnt. Der Inhaber bleibt unverändert.`,
            ],
          }
        : {
            subject: `Change of registrant of ${mail.domain} declined`,
            greeting,
            paragraphs: [`the change of registrant of the domain ${mail.domain} was declined by ${who}. The registrant stays as it was.`],
          };
    }
    case 'lapsed': {
      const missing = mail.unconfirmed
        .map((party) =>
          party === 'prior' ? (de ? 'der bisherige Inhaber' : 'the current registrant') : de ? 'der neue Inhaber' : 'the new registrant',
        )
        .join(de ? ' und ' : ' and ');
      return de
        ? {
            subject: `Inhaberwechsel der Domain ${mail.domain} abgelaufen`,
            greeting,
            paragraphs: [
              `der am ${formatMoment(language, mail.askedAt)} beantragte Wechsel des Inhabers der Domain ${mail.domain} zu ${holder(mail.next)} wurde nicht bis ${formatMoment(language, mail.expiresAt)} von beiden Seiten bestätigt und ist damit abgelaufen.`,
              `Nicht bestätigt hat: ${missing}.`,
              'Der Inhaber bleibt unverändert, und die Links der Bestätigungs-E-Mails gelten nicht mehr. Soll der Wechsel weiterhin erfolgen, kann er im Kundenkonto neu beantragt werden.',
            ],
          }
        : {
            subject: `Change of registrant of ${mail.domain} expired`,
            greeting,
            paragraphs: [
              `the change of the registrant of the domain ${mail.domain} to ${holder(mail.next)}, asked for on ${formatMoment(language, mail.askedAt)}, was not confirmed by both parties by ${formatMoment(language, mail.expiresAt)} and has expired.`,
              `Not confirmed by: ${missing}.`,
              'The registrant stays as it was, and the links of the confirmation e-mails no longer work. If the change is still wanted, it can be asked for again in the customer account.',
            ],
          };
    }
    case 'failed':
      return de
        ? {
            subject: `Inhaberwechsel der Domain ${mail.domain} nicht durchgeführt`,
            greeting,
            paragraphs: [
              `beide Seiten haben den Inhaberwechsel der Domain ${mail.domain} bestätigt, aber die Registry hat ihn abgelehnt. Der Inhaber bleibt unverändert; bitte wenden Sie sich an unseren Support.`,
            ],
          }
        : {
            subject: `Change of registrant of ${mail.domain} not made`,
            greeting,
            paragraphs: [
              `both parties confirmed the change of registrant of ${mail.domain}, but the registry refused it. The registrant stays as it was; please contact our support.`,
            ],
          };
  }
}

/** Sends the mails in the background, as the mail service does. */
export function createOwnershipMail(deps: { mailer: Mailer; tasks: BackgroundTasks; shopName: string }) {
  return (to: string, language: Language, mail: OwnershipMail): void => {
    deps.tasks.run(`mail ownership ${mail.kind}`, () =>
      deps.mailer.send(to, renderMailParts(language, ownershipMailParts(language, mail), deps.shopName)),
    );
  };
}

export type SendOwnershipMail = ReturnType<typeof createOwnershipMail>;
