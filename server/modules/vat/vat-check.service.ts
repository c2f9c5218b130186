import { isValidVatId, normalizeVatId } from '@common/vat/vat-id';
import type { FastifyBaseLogger } from 'fastify';
import type { UserRow } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import type { ReferenceDataService } from '../config/reference-data.service';
import type { UserRepository } from '../user/user.repository';
import type { ViesClient } from './vies-client';

/** A VIES confirmation counts this long; then the next quote checks again (docs/decisions/006). */
export const VIES_CONFIRMATION_DAYS = 30;
/** A refusal or a failed check is asked again at a quote at most this often, so quotes rarely wait on VIES. */
export const VIES_RECHECK_MINUTES = 15;
/** How long a quote waits for VIES; saving the billing address waits the configured (longer) timeout. */
export const VIES_QUOTE_TIMEOUT_MS = 2_000;

/**
 * Where a business customer's VAT ID stands for reverse charge: 'unchecked' before any answer for
 * this ID. Only 'confirmed' (with its consultation number) lifts the VAT.
 */
export interface ViesState {
  status: 'confirmed' | 'refused' | 'unreachable' | 'unchecked';
  consultation: string | null;
}

type Billing = Pick<UserRow, 'billingCountry' | 'billingBusiness' | 'billingVatId'>;
type ViesFields = Pick<UserRow, 'billingVatId' | 'viesStatus' | 'viesVatId' | 'viesCheckedAt' | 'viesConsultation'>;

/** The stored VIES result for the user's current VAT ID, with a confirmation older than VIES_CONFIRMATION_DAYS counting as unchecked. */
export function storedViesState(user: ViesFields, now: Date): ViesState {
  const vatId = normalizeVatId(user.billingVatId ?? '');
  if (!user.viesStatus || !user.viesCheckedAt || user.viesVatId !== vatId) return { status: 'unchecked', consultation: null };
  if (user.viesStatus === 'confirmed') {
    const expired = now.getTime() - user.viesCheckedAt.getTime() >= VIES_CONFIRMATION_DAYS * 86_400_000;
    return expired ? { status: 'unchecked', consultation: null } : { status: 'confirmed', consultation: user.viesConsultation };
  }
  return { status: user.viesStatus, consultation: null };
}

/**
 * Whether the business exemption can apply at all (domain-rules.md §6): a business with a VAT ID
 * of its country's format, in an EU country other than the seller's. Only then is VIES asked.
 */
export function isEuBusinessAbroad(billing: Billing, eu: boolean, sellerCountry: string): boolean {
  const vatId = normalizeVatId(billing.billingVatId ?? '');
  return (
    billing.billingBusiness &&
    vatId !== '' &&
    eu &&
    billing.billingCountry !== null &&
    billing.billingCountry !== sellerCountry &&
    isValidVatId(billing.billingCountry, vatId)
  );
}

/**
 * VIES checks of business customers' VAT IDs (docs/decisions/006): when the billing address is
 * saved, and again at a quote when there is no valid confirmation, at most once per
 * VIES_RECHECK_MINUTES and with a short timeout. Answers are stored on the user.
 */
export function createVatCheckService(deps: {
  vies: ViesClient;
  users: Pick<UserRepository, 'findById' | 'recordViesCheck'>;
  referenceData: ReferenceDataService;
  clock: Clock;
  log?: FastifyBaseLogger;
}) {
  const { vies, users, referenceData, clock } = deps;

  async function applies(billing: Billing): Promise<boolean> {
    if (!billing.billingCountry) return false;
    const data = await referenceData.get();
    return isEuBusinessAbroad(billing, Boolean(data.countryByCode.get(billing.billingCountry)?.eu), referenceData.sellerCountry);
  }

  /** Asks VIES now and stores the answer; the user row as it is afterwards. */
  async function checkNow(user: UserRow, timeoutMs?: number): Promise<UserRow> {
    const vatId = normalizeVatId(user.billingVatId ?? '');
    const answer = await vies.check(vatId, timeoutMs);
    if (answer.status === 'unreachable')
      deps.log?.warn({ userId: user.id, reason: answer.reason }, 'VIES check failed: VAT is charged until the VAT ID is confirmed');
    const consultation = answer.status === 'confirmed' ? answer.consultation : null;
    return (await users.recordViesCheck(user.id, vatId, { status: answer.status, consultation, at: clock.now() })) ?? user;
  }

  return {
    /** After the billing address is saved: checks an EU business abroad's VAT ID unless it is confirmed already. */
    async checkSaved(user: UserRow): Promise<UserRow> {
      if (!(await applies(user))) return user;
      if (storedViesState(user, clock.now()).status === 'confirmed') return user;
      return checkNow(user);
    },

    /**
     * The VIES state a quote for this user is priced with, or null when VIES does not matter
     * (no EU business abroad). Asks VIES only without a valid confirmation and when the last
     * answer for this ID is older than VIES_RECHECK_MINUTES.
     */
    async stateFor(user: Pick<UserRow, 'id'> & Billing): Promise<ViesState | null> {
      if (!(await applies(user))) return null;
      const row = await users.findById(user.id);
      // The billing address changed since the caller read it: the ID being priced is unchecked.
      if (!row || normalizeVatId(row.billingVatId ?? '') !== normalizeVatId(user.billingVatId ?? ''))
        return { status: 'unchecked', consultation: null };
      const now = clock.now();
      const stored = storedViesState(row, now);
      if (stored.status === 'confirmed') return stored;
      const recent =
        stored.status !== 'unchecked' &&
        row.viesCheckedAt !== null &&
        now.getTime() - row.viesCheckedAt.getTime() < VIES_RECHECK_MINUTES * 60_000;
      if (recent) return stored;
      return storedViesState(await checkNow(row, VIES_QUOTE_TIMEOUT_MS), now);
    },
  };
}

export type VatCheckService = ReturnType<typeof createVatCheckService>;
