import type { Language } from '@common/i18n/languages';

type Party = 'prior' | 'new';

const ENGLISH_PARTY: Record<Party, string> = { prior: 'the current registrant', new: 'the new registrant' };
const GERMAN_PARTY_DATIVE: Record<Party, string> = { prior: 'dem bisherigen Inhaber', new: 'dem neuen Inhaber' };

/**
 * What the mails of a change of registrant say (decision 050), in English and German. Moments come
 * written out in the language; `next` and `prior` are the holders as shown ("Name (Org)").
 */
export interface OwnershipMailMessages {
  greeting: string;
  review: string;
  party: Record<Party, string>;
  /** Joins the parties that have not confirmed. */
  and: string;
  lockOptedOut: string;
  lockSixtyDays: string;
  confirmPriorSubject: (domain: string) => string;
  confirmPriorText: (domain: string, next: string, email: string) => string;
  confirmPriorTransferFirst: string;
  confirmPriorBoth: (until: string) => string;
  confirmPriorAfter: string;
  confirmNewSubject: (domain: string) => string;
  confirmNewText: (prior: string, domain: string, next: string, email: string) => string;
  confirmNewByAgent: (until: string) => string;
  confirmNewBoth: (until: string) => string;
  confirmNewAfter: string;
  completedSubject: (domain: string) => string;
  completedText: (domain: string, next: string) => string;
  lockedUntil: (until: string) => string;
  lockWaived: string;
  agentApproved: (at: string) => string;
  agentNotYou: string;
  declinedSubject: (domain: string) => string;
  /** `by`: the party that declined. */
  declinedText: (domain: string, by: Party) => string;
  lapsedSubject: (domain: string) => string;
  lapsedText: (askedAt: string, domain: string, next: string, expiresAt: string) => string;
  lapsedMissing: (missing: string) => string;
  lapsedStays: string;
  failedSubject: (domain: string) => string;
  failedText: (domain: string) => string;
}

const MESSAGES: Record<Language, OwnershipMailMessages> = {
  en: {
    greeting: 'Hello,',
    review: 'Review the change',
    party: ENGLISH_PARTY,
    and: ' and ',
    lockOptedOut:
      'The prior registrant has opted out of the 60-day transfer lock: the domain can move to another registrar right after the change.',
    lockSixtyDays: 'After the change, the domain cannot be transferred to another registrar for 60 days (ICANN Transfer Policy).',
    confirmPriorSubject: (domain) => `Confirm the change of registrant of ${domain}`,
    confirmPriorText: (domain, next, email) =>
      `a change of registrant was asked for the domain ${domain}, of which you are the registrant. The new registrant would be ${next} <${email}>.`,
    confirmPriorTransferFirst:
      'If what you want is to move the domain to another registrar, please ask for that transfer before the change of registrant.',
    confirmPriorBoth: (until) =>
      `The change is made only once you and the new registrant confirm it. Open the link to agree or decline; it works until ${until}.`,
    confirmPriorAfter: 'If you did not ask for this change, decline it with the link.',
    confirmNewSubject: (domain) => `You are to become the registrant of ${domain}`,
    confirmNewText: (prior, domain, next, email) =>
      `${prior}, the current registrant of the domain ${domain}, would like to hand it over to you: ${next} <${email}>.`,
    confirmNewByAgent: (until) =>
      `The current registrant's approval was given by its Designated Agent. The change is made once you confirm it. Open the link to agree or decline; it works until ${until}.`,
    confirmNewBoth: (until) =>
      `The change is made only once you and the current registrant confirm it. Open the link to agree or decline; it works until ${until}.`,
    confirmNewAfter: 'If you do not want to take over this domain, decline with the link or ignore this message.',
    completedSubject: (domain) => `Change of registrant of ${domain} completed`,
    completedText: (domain, next) => `the registrant of the domain ${domain} is now ${next}.`,
    lockedUntil: (until) => `The domain cannot be transferred to another registrar until ${until}.`,
    lockWaived: 'The 60-day transfer lock was opted out of before the change.',
    agentApproved: (at) =>
      `The change was approved on your behalf on ${at} by the holder of the customer account the domain is managed in, as your Designated Agent under the ICANN Transfer Policy.`,
    agentNotYou: 'If you did not authorise anyone to do so, please contact our support at once.',
    declinedSubject: (domain) => `Change of registrant of ${domain} declined`,
    declinedText: (domain, by) =>
      `the change of registrant of the domain ${domain} was declined by ${ENGLISH_PARTY[by]}. The registrant stays as it was.`,
    lapsedSubject: (domain) => `Change of registrant of ${domain} expired`,
    lapsedText: (askedAt, domain, next, expiresAt) =>
      `the change of the registrant of the domain ${domain} to ${next}, asked for on ${askedAt}, was not confirmed by both parties by ${expiresAt} and has expired.`,
    lapsedMissing: (missing) => `Not confirmed by: ${missing}.`,
    lapsedStays:
      'The registrant stays as it was, and the links of the confirmation e-mails no longer work. If the change is still wanted, it can be asked for again in the customer account.',
    failedSubject: (domain) => `Change of registrant of ${domain} not made`,
    failedText: (domain) =>
      `both parties confirmed the change of registrant of ${domain}, but the registry refused it. The registrant stays as it was; please contact our support.`,
  },
  de: {
    greeting: 'Hallo,',
    review: 'Inhaberwechsel prüfen',
    party: { prior: 'der bisherige Inhaber', new: 'der neue Inhaber' },
    and: ' und ',
    lockOptedOut:
      'Der bisherige Inhaber hat auf die 60-tägige Transfersperre verzichtet: Die Domain kann nach dem Wechsel sofort zu einem anderen Registrar übertragen werden.',
    lockSixtyDays:
      'Nach dem Wechsel kann die Domain 60 Tage lang nicht zu einem anderen Registrar übertragen werden (ICANN Transfer Policy).',
    confirmPriorSubject: (domain) => `Inhaberwechsel der Domain ${domain} bestätigen`,
    confirmPriorText: (domain, next, email) =>
      `für die Domain ${domain}, deren Inhaber Sie sind, wurde ein Inhaberwechsel beantragt. Neuer Inhaber soll ${next} <${email}> werden.`,
    confirmPriorTransferFirst:
      'Falls Sie die Domain eigentlich zu einem anderen Registrar übertragen möchten, beantragen Sie den Transfer bitte vor dem Inhaberwechsel.',
    confirmPriorBoth: (until) =>
      `Der Wechsel wird erst durchgeführt, wenn Sie und der neue Inhaber ihn bestätigen. Öffnen Sie den Link, um zuzustimmen oder abzulehnen; er gilt bis ${until}.`,
    confirmPriorAfter: 'Falls Sie diesen Wechsel nicht veranlasst haben, lehnen Sie ihn über den Link ab.',
    confirmNewSubject: (domain) => `Sie sollen Inhaber der Domain ${domain} werden`,
    confirmNewText: (prior, domain, next, email) =>
      `${prior}, bisheriger Inhaber der Domain ${domain}, möchte sie auf Sie übertragen: ${next} <${email}>.`,
    confirmNewByAgent: (until) =>
      `Für den bisherigen Inhaber hat bereits sein Bevollmächtigter (Designated Agent) zugestimmt. Der Wechsel wird durchgeführt, sobald Sie ihn bestätigen. Öffnen Sie den Link, um zuzustimmen oder abzulehnen; er gilt bis ${until}.`,
    confirmNewBoth: (until) =>
      `Der Wechsel wird erst durchgeführt, wenn Sie und der bisherige Inhaber ihn bestätigen. Öffnen Sie den Link, um zuzustimmen oder abzulehnen; er gilt bis ${until}.`,
    confirmNewAfter: 'Falls Sie diese Domain nicht übernehmen möchten, lehnen Sie über den Link ab oder ignorieren Sie diese Nachricht.',
    completedSubject: (domain) => `Inhaberwechsel der Domain ${domain} abgeschlossen`,
    completedText: (domain, next) => `der Inhaber der Domain ${domain} ist jetzt ${next}.`,
    lockedUntil: (until) => `Die Domain kann bis ${until} nicht zu einem anderen Registrar übertragen werden.`,
    lockWaived: 'Auf die 60-tägige Transfersperre wurde vor dem Wechsel verzichtet.',
    agentApproved: (at) =>
      `Dem Wechsel hat am ${at} der Inhaber des Kundenkontos, in dem die Domain verwaltet wird, als Ihr Bevollmächtigter (Designated Agent nach der ICANN Transfer Policy) in Ihrem Namen zugestimmt.`,
    agentNotYou: 'Falls Sie niemanden dazu bevollmächtigt haben, wenden Sie sich bitte umgehend an unseren Support.',
    declinedSubject: (domain) => `Inhaberwechsel der Domain ${domain} abgelehnt`,
    // "von" takes the dative, so the party's own words ("dem bisherigen Inhaber"), not the nominative's.
    declinedText: (domain, by) =>
      `der Inhaberwechsel der Domain ${domain} wurde von ${GERMAN_PARTY_DATIVE[by]} abgelehnt. Der Inhaber bleibt unverändert.`,
    lapsedSubject: (domain) => `Inhaberwechsel der Domain ${domain} abgelaufen`,
    lapsedText: (askedAt, domain, next, expiresAt) =>
      `der am ${askedAt} beantragte Wechsel des Inhabers der Domain ${domain} zu ${next} wurde nicht bis ${expiresAt} von beiden Seiten bestätigt und ist damit abgelaufen.`,
    lapsedMissing: (missing) => `Nicht bestätigt hat: ${missing}.`,
    lapsedStays:
      'Der Inhaber bleibt unverändert, und die Links der Bestätigungs-E-Mails gelten nicht mehr. Soll der Wechsel weiterhin erfolgen, kann er im Kundenkonto neu beantragt werden.',
    failedSubject: (domain) => `Inhaberwechsel der Domain ${domain} nicht durchgeführt`,
    failedText: (domain) =>
      `beide Seiten haben den Inhaberwechsel der Domain ${domain} bestätigt, aber die Registry hat ihn abgelehnt. Der Inhaber bleibt unverändert; bitte wenden Sie sich an unseren Support.`,
  },
};

export function ownershipMailMessages(language: Language): OwnershipMailMessages {
  return MESSAGES[language];
}
