import type { OTHER_SERVICE_IDS } from '@common/api/price.contract';
import type { Language } from '@common/i18n/languages';
import { MAILBOX_LEVELS } from '@common/mail/mailbox-levels';
import { priceMessages } from './price-messages';

/** "5 GB mailbox (IMAP and SMTP) with up to 10 aliases, a catch-all and 3 app passwords": the level's real limits. */
function mailboxDescription(level: 1 | 2, language: Language): string {
  const { quotaBytes, aliases, appPasswords, messageBytes } = MAILBOX_LEVELS[level];
  const gb = Math.round(quotaBytes / 1024 ** 3);
  const mb = Math.round(messageBytes / 1024 ** 2);
  return priceMessages(language).mailboxDescription({ gb, aliases, appPasswords, mb });
}

/**
 * The services sold besides domains, listed under the price list. Net euro cents per year.
 *
 * Decided for this shop:
 * - WHOIS privacy (proxy contact data in the public registration data) costs 3.90 a year per
 *   domain; it is bookable only where the TLD's policy allows a proxy (the `privacy` flag).
 * - A mailbox costs 9.90 a year, Mailbox Pro 24.90; what each holds (storage, aliases, app
 *   passwords, message size) comes from common/mail/mailbox-levels.ts, as on the feature pages,
 *   and only what the shop's Dovecot and Postfix really offer is described.
 * - DNS hosting with the zone editor and dynamic DNS, DNSSEC signing and URL forwarding come with
 *   every domain at no charge; they are listed so that the price page says so.
 */
export const OTHER_SERVICES: {
  id: (typeof OTHER_SERVICE_IDS)[number];
  net: number;
  name: Record<Language, string>;
  description: Record<Language, string>;
}[] = [
  {
    id: 'privacy',
    net: 390,
    name: { en: 'WHOIS privacy', de: 'WHOIS-Datenschutz' },
    description: {
      en: 'Our proxy contact replaces your name and address in the public registration data. Per domain, where the registry allows it.',
      de: 'Unsere Proxy-Kontaktdaten ersetzen Ihren Namen und Ihre Anschrift in den öffentlichen Registrierungsdaten. Pro Domain, sofern die Registry es erlaubt.',
    },
  },
  {
    id: 'mailbox',
    net: 990,
    name: { en: 'Mailbox', de: 'Postfach' },
    description: {
      en: mailboxDescription(1, 'en'),
      de: mailboxDescription(1, 'de'),
    },
  },
  {
    id: 'mailbox_pro',
    net: 2490,
    name: { en: 'Mailbox Pro', de: 'Postfach Pro' },
    description: {
      en: mailboxDescription(2, 'en'),
      de: mailboxDescription(2, 'de'),
    },
  },
  {
    id: 'dns',
    net: 0,
    name: { en: 'DNS hosting', de: 'DNS-Hosting' },
    description: {
      en: 'Anycast name servers, zone editor with all common record types and dynamic DNS. Included with every domain.',
      de: 'Anycast-Nameserver, Zoneneditor mit allen gängigen Eintragstypen und dynamisches DNS. Bei jeder Domain inklusive.',
    },
  },
  {
    id: 'dnssec',
    net: 0,
    name: { en: 'DNSSEC', de: 'DNSSEC' },
    description: {
      en: 'Automatic signing of your zone and key rollover, where the registry supports DNSSEC. Included.',
      de: 'Automatische Signierung Ihrer Zone und Schlüsselwechsel, sofern die Registry DNSSEC unterstützt. Inklusive.',
    },
  },
  {
    id: 'url_forwarding',
    net: 0,
    name: { en: 'URL forwarding', de: 'URL-Weiterleitung' },
    description: {
      en: 'Forward your domain to any web address with a permanent or temporary redirect, also over HTTPS. Included.',
      de: 'Leiten Sie Ihre Domain dauerhaft oder vorübergehend auf jede Webadresse weiter, auch per HTTPS. Inklusive.',
    },
  },
];
