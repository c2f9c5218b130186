import type { Language } from '@common/i18n/languages';
import type { BackgroundTasks } from '../../lib/background-tasks';
import type { Mailer } from '../mail/mailer';
import { formatMoment, renderMailParts, type MailParts } from '../mail/mail-templates';
import { ownershipMailMessages } from './ownership-mail-messages';

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
  const t = ownershipMailMessages(language);
  return optOut ? t.lockOptedOut : t.lockSixtyDays;
}

/** The mail's parts in the recipient's language. */
export function ownershipMailParts(language: Language, mail: OwnershipMail): MailParts {
  const t = ownershipMailMessages(language);
  const greeting = t.greeting;
  const moment = (date: Date) => formatMoment(language, date);
  switch (mail.kind) {
    case 'confirm-prior':
      return {
        subject: t.confirmPriorSubject(mail.domain),
        greeting,
        paragraphs: [
          t.confirmPriorText(mail.domain, holder(mail.next), mail.next.email),
          lockSentence(language, mail.optOut),
          t.confirmPriorTransferFirst,
          t.confirmPriorBoth(moment(mail.expiresAt)),
        ],
        action: { label: t.review, url: mail.link },
        after: [t.confirmPriorAfter],
      };
    case 'confirm-new':
      return {
        subject: t.confirmNewSubject(mail.domain),
        greeting,
        paragraphs: [
          t.confirmNewText(holder(mail.prior), mail.domain, holder(mail.next), mail.next.email),
          lockSentence(language, mail.optOut),
          mail.priorByAgent ? t.confirmNewByAgent(moment(mail.expiresAt)) : t.confirmNewBoth(moment(mail.expiresAt)),
        ],
        action: { label: t.review, url: mail.link },
        after: [t.confirmNewAfter],
      };
    case 'completed': {
      const lock = mail.lockedUntil ? t.lockedUntil(moment(mail.lockedUntil)) : t.lockWaived;
      const agent = mail.agentApprovedAt ? [t.agentApproved(moment(mail.agentApprovedAt)), t.agentNotYou] : [];
      return {
        subject: t.completedSubject(mail.domain),
        greeting,
        paragraphs: [t.completedText(mail.domain, holder(mail.next)), lock, ...agent],
      };
    }
    case 'declined':
      return { subject: t.declinedSubject(mail.domain), greeting, paragraphs: [t.declinedText(mail.domain, mail.by)] };
    case 'lapsed':
      return {
        subject: t.lapsedSubject(mail.domain),
        greeting,
        paragraphs: [
          t.lapsedText(moment(mail.askedAt), mail.domain, holder(mail.next), moment(mail.expiresAt)),
          t.lapsedMissing(mail.unconfirmed.map((party) => t.party[party]).join(t.and)),
          t.lapsedStays,
        ],
      };
    case 'failed':
      return { subject: t.failedSubject(mail.domain), greeting, paragraphs: [t.failedText(mail.domain)] };
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
