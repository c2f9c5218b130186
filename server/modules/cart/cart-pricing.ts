import { toDisplayName } from '@common/domain/domain-name';
import type { CartItemRow, CouponRow } from '../../db/schema/index';
import { OTHER_SERVICES } from '../price/other-services';
import { cartMessages } from './cart-messages';
import type { Offers } from '../price/price.service';

/**
 * The one place where cart prices are computed: the cart display (cart.presenter) and the
 * checkout quote (cart-quote) both price their lines here, in net euro cents; conversion to a
 * currency and VAT follow per line in the same way (price-view / cart-quote).
 */

/** Mailbox levels of the cart (docs/decisions/018): 1 Mailbox, 2 Mailbox Pro. */
export const MAILBOX_LEVELS = [1, 2] as const;
export type MailboxLevel = (typeof MAILBOX_LEVELS)[number];
/** Privacy levels: 0 none, 1 WHOIS privacy proxy. */
export const PRIVACY_LEVELS = [0, 1] as const;

function serviceNet(id: 'privacy' | 'mailbox' | 'mailbox_pro'): number {
  return OTHER_SERVICES.find((service) => service.id === id)!.net;
}

/** Net euro cents a year of WHOIS privacy. */
export const PRIVACY_NET = serviceNet('privacy');
/**
 * Whole months from `now` until `until`, a started month counting as a month (decision 028):
 * WHOIS privacy bought for the rest of a term is charged by these months, never by the day.
 */
export function monthsLeft(now: Date, until: Date): number {
  let months = 0;
  while (months < 12 * 10 && addMonths(now, months) < until) months += 1;
  return months;
}

function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  // The 31st plus a month is the last day of a shorter month, not the first of the one after.
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/** Net euro cents of WHOIS privacy for `months` months: the yearly price pro rata, rounded to the cent. */
export function privacyNetFor(months: number): number {
  return Math.round((PRIVACY_NET * months) / 12);
}

/** Net euro cents a year of a mailbox of each level. */
export const MAILBOX_NET: Record<MailboxLevel, number> = { 1: serviceNet('mailbox'), 2: serviceNet('mailbox_pro') };
export const MAILBOX_LEVEL_NAMES: Record<MailboxLevel, { en: string; de: string }> = {
  1: { en: 'Mailbox', de: 'Postfach' },
  2: { en: 'Mailbox Pro', de: 'Postfach Pro' },
};

/** Why a coupon in the cart gives no discount now. */
export type CouponProblem = 'unknown' | 'not_started' | 'expired' | 'exhausted' | 'user_limit' | 'min_order' | 'no_items';

/** A coupon with its uses so far (in total and by the cart's user). */
export interface CouponState {
  coupon: CouponRow;
  usesTotal: number;
  usesByUser: number;
}

export interface PricedLine {
  row: CartItemRow;
  /** Net euro cents for the item's period; negative for a coupon's discount. */
  net: number;
  /** Net euro cents of the WHOIS privacy in `net` (domains only). */
  privacyNet: number;
  description: { en: string; de: string };
  /** Coupons only: why it gives no discount now, or null when it applies. */
  couponProblem: CouponProblem | null;
  /** The years the line is priced for when they are not the row's own (a mailbox: its domain's period or the years left of an owned domain's term). */
  periodYears?: number;
}

/**
 * Whole years from `now` until `until`, at least 1 (decision 043): a mailbox added to a name the
 * customer owns already is charged for the complete years left of the name's term; the part of a
 * year beyond comes with it, and a term ending within a year is charged one year.
 */
export function wholeYearsUntil(now: Date, until: Date): number {
  let years = 0;
  while (years < 10 && addMonths(now, 12 * (years + 1)) <= until) years += 1;
  return Math.max(1, years);
}

const tldOf = (domain: string) => domain.slice(domain.lastIndexOf('.') + 1);

function years(count: number, language: 'en' | 'de'): string {
  return cartMessages(language).years(count);
}

const SECTION_NAMES = {
  register: { en: 'Domain registration', de: 'Domainregistrierung' },
  renew: { en: 'Domain renewal', de: 'Domainverlängerung' },
  rgp: { en: 'Domain restore', de: 'Domainwiederherstellung' },
};

/** A restore line says whether the renewal year is included (period 1) or not (0). */
function restoreDescription(unicode: string, renewalYears: number): { en: string; de: string } {
  if (renewalYears === 0) return { en: `${SECTION_NAMES.rgp.en} ${unicode}`, de: `${SECTION_NAMES.rgp.de} ${unicode}` };
  return {
    en: `${SECTION_NAMES.rgp.en} ${unicode}, with ${years(renewalYears, 'en')} renewal`,
    de: `${SECTION_NAMES.rgp.de} ${unicode}, mit ${years(renewalYears, 'de')} Verlängerung`,
  };
}

/** The net price of a domain item for its period, without add-ons; undefined when its TLD is off sale. */
function domainNet(row: CartItemRow, offers: Offers): number | undefined {
  const tld = offers.byTld.get(tldOf(row.domain));
  if (!tld) return undefined;
  const promotion = offers.promotionsOf(tld.tld);
  // A restore: the registry's restore fee plus the renewal years it adds (period_years, 0 or 1:
  // a name whose expiry has passed comes back renewed by a year, docs/decisions/022-restore.md).
  // A premium name's row carries the registry's own restore fee as its premium price, where the
  // registry charges one outside its standard fee (decision 070).
  if (row.section === 'rgp') return (row.premiumPrice ?? tld.net.rgp) + (row.premiumRenewPrice ?? tld.net.renewal) * row.periodYears;
  const renewal = row.premiumRenewPrice ?? tld.net.renewal;
  if (row.section === 'renew') return (promotion.renewal?.price ?? renewal) + renewal * (row.periodYears - 1);
  const first = row.premiumPrice ?? promotion.registration?.price ?? tld.net.registration;
  return first + renewal * (row.periodYears - 1);
}

/** The net price of a transfer: the TLD's transfer price (or its running transfer promotion) for the one year a transfer adds. */
function transferNet(row: CartItemRow, offers: Offers): number | undefined {
  const tld = offers.byTld.get(tldOf(row.domain));
  if (!tld) return undefined;
  return offers.promotionsOf(tld.tld).transfer?.price ?? tld.net.transfer;
}

/** Whether the coupon can be used now by this cart's user (a visitor counts as no uses yet). */
export function couponAvailability(state: CouponState, now: Date): CouponProblem | null {
  const { coupon } = state;
  if (now < coupon.startsAt) return 'not_started';
  if (now >= coupon.endsAt) return 'expired';
  if (coupon.maxUses !== null && state.usesTotal >= coupon.maxUses) return 'exhausted';
  if (coupon.maxUsesPerUser !== null && state.usesByUser >= coupon.maxUsesPerUser) return 'user_limit';
  return null;
}

/** The discount of a coupon on the priced lines (net euro cents, positive), or why there is none. */
export function couponDiscount(state: CouponState, lines: PricedLine[], now: Date): { discount: number; problem: CouponProblem | null } {
  const available = couponAvailability(state, now);
  if (available) return { discount: 0, problem: available };
  const { coupon } = state;
  const goods = lines.filter((line) => line.row.type !== 'Coupon');
  const orderNet = goods.reduce((sum, line) => sum + line.net, 0);
  if (orderNet < coupon.minOrderNet) return { discount: 0, problem: 'min_order' };
  // A TLD coupon counts the names of that TLD with their privacy; a cart coupon every line.
  const eligible =
    coupon.tld === null ? goods : goods.filter((line) => line.row.type === 'Domain' && tldOf(line.row.domain) === coupon.tld);
  const base = eligible.reduce((sum, line) => sum + line.net, 0);
  if (base <= 0) return { discount: 0, problem: 'no_items' };
  const discount = coupon.kind === 'percent' ? Math.round((base * Math.min(coupon.value, 100)) / 100) : Math.min(coupon.value, base);
  return { discount, problem: null };
}

/**
 * Prices the rows of one cart section: domains (with privacy), their mailboxes, and the coupon.
 * Rows whose TLD is off sale, and mailboxes whose domain left the cart, are left out (checkout
 * refuses them); a coupon that no longer applies stays with a discount of 0 and its problem.
 */
export function priceSection(rows: CartItemRow[], offers: Offers, coupons: Map<string, CouponState>, now: Date): PricedLine[] {
  const lines: PricedLine[] = [];
  const domains = new Map<string, CartItemRow>();
  for (const row of rows) {
    if (row.type !== 'Domain') continue;
    const net = domainNet(row, offers);
    if (net === undefined) continue;
    domains.set(row.domain, row);
    // Privacy is charged only while the TLD allows it (an operator may withdraw it).
    const privacyNet = row.privacyLevel > 0 && offers.byTld.get(tldOf(row.domain))?.privacy ? PRIVACY_NET * row.periodYears : 0;
    // The local-presence (trustee) service of a renewal runs for the renewal's years, while the TLD has one.
    const trusteePrice = offers.byTld.get(tldOf(row.domain))?.trustee ?? null;
    const trusteeNet = row.section === 'renew' && row.trustee && trusteePrice !== null ? trusteePrice * row.periodYears : 0;
    const unicode = toDisplayName(row.domain);
    const privacy = privacyNet > 0 ? { en: ', with WHOIS privacy', de: ', mit WHOIS-Datenschutz' } : { en: '', de: '' };
    const trustee = trusteeNet > 0 ? { en: ', with local presence service', de: ', mit Treuhanddienst' } : { en: '', de: '' };
    lines.push({
      row,
      net: net + privacyNet + trusteeNet,
      privacyNet,
      description:
        row.section === 'rgp'
          ? restoreDescription(unicode, row.periodYears)
          : {
              en: `${SECTION_NAMES[row.section].en} ${unicode}, ${years(row.periodYears, 'en')}${privacy.en}${trustee.en}`,
              de: `${SECTION_NAMES[row.section].de} ${unicode}, ${years(row.periodYears, 'de')}${privacy.de}${trustee.de}`,
            },
      couponProblem: null,
    });
  }
  for (const row of rows) {
    if (row.type !== 'Transfer') continue;
    // A transfer adds one year at the registry (domain-rules §1); privacy and mailboxes come later.
    const net = transferNet(row, offers);
    if (net === undefined) continue;
    const unicode = toDisplayName(row.domain);
    lines.push({
      row,
      net,
      privacyNet: 0,
      description: { en: `Domain transfer ${unicode}, 1 year added`, de: `Domaintransfer ${unicode}, 1 Jahr Verlängerung` },
      couponProblem: null,
    });
  }
  for (const row of rows) {
    if (row.type !== 'Privacy') continue;
    // WHOIS privacy for the rest of a paid term (decision 028): the months left at the clock's
    // now, so a cart paid a month later costs a month less. Not sold where the TLD withdrew it,
    // nor once the term it was meant for has ended.
    const months = row.serviceUntil ? monthsLeft(now, row.serviceUntil) : 0;
    if (months === 0 || !offers.byTld.get(tldOf(row.domain))?.privacy) continue;
    const net = privacyNetFor(months);
    const unicode = toDisplayName(row.domain);
    const until = row.serviceUntil!.toISOString().slice(0, 10);
    const [year, month, day] = until.split('-');
    lines.push({
      row,
      net,
      privacyNet: net,
      description: {
        en: `WHOIS privacy ${unicode} until ${until}, ${months === 1 ? '1 month' : `${months} months`}`,
        de: `WHOIS-Datenschutz ${unicode} bis ${day}.${month}.${year}, ${months === 1 ? '1 Monat' : `${months} Monate`}`,
      },
      couponProblem: null,
    });
  }
  for (const row of rows) {
    if (row.type !== 'Mailbox') continue;
    const domain = domains.get(row.domain);
    const level = (row.level ?? 1) as MailboxLevel;
    // A mailbox of a TLD that no longer offers mailboxes is not sold; nor one whose new domain
    // left the cart (one for a name the customer owns carries that name's term end instead).
    if (!MAILBOX_NET[level] || !offers.byTld.get(tldOf(row.domain))?.mailbox) continue;
    if (!domain && (row.section !== 'register' || !row.serviceUntil)) continue;
    // A mailbox runs as long as its domain is booked: the new name's period, or the whole years
    // left of the owned name's term (decision 043).
    const period = domain ? domain.periodYears : wholeYearsUntil(now, row.serviceUntil!);
    const address = `${row.name}@${toDisplayName(row.domain)}`;
    const until = !domain ? row.serviceUntil!.toISOString().slice(0, 10) : null;
    const untilText = until ? { en: ` until ${until}`, de: ` bis ${until.split('-').reverse().join('.')}` } : { en: '', de: '' };
    lines.push({
      row,
      net: MAILBOX_NET[level] * period,
      privacyNet: 0,
      description: {
        en: `${MAILBOX_LEVEL_NAMES[level].en} ${address}${untilText.en}, ${years(period, 'en')}`,
        de: `${MAILBOX_LEVEL_NAMES[level].de} ${address}${untilText.de}, ${years(period, 'de')}`,
      },
      couponProblem: null,
      // The line of a new domain's mailbox keeps its row's period (the price says the domain's years).
      ...(domain ? {} : { periodYears: period }),
    });
  }
  for (const row of rows) {
    if (row.type !== 'Coupon') continue;
    const state = coupons.get(row.name);
    const { discount, problem } = state ? couponDiscount(state, lines, now) : { discount: 0, problem: 'unknown' as const };
    lines.push({
      row,
      // 0, not -0: a negative zero would be shown as "-€0.00".
      net: discount === 0 ? 0 : -discount,
      privacyNet: 0,
      description: {
        en: `Coupon ${row.name}${state ? `: ${state.coupon.descriptionEn}` : ''}`,
        de: `Gutschein ${row.name}${state ? `: ${state.coupon.descriptionDe}` : ''}`,
      },
      couponProblem: problem,
    });
  }
  return lines;
}
