import type { TldCategory } from '@common/api/price.contract';

/**
 * The demo shop's editorial content: TLD categories and services, promotions, banners, news,
 * ads and registry maintenance. Dates are days relative to the day of the seed (UTC), so that a
 * fresh demo always has running promotions, recent news and upcoming maintenance.
 */

/** Services of a TLD beyond the defaults (privacy, mailbox and DNSSEC bookable; no extra fees). */
export interface TldServices {
  categories: TldCategory[];
  /** The registry's policy allows no WHOIS privacy proxy (most ccTLDs: accurate, redacted registrant data). */
  noPrivacy?: true;
  /** The registry does not sign its zone / accept DS records. */
  noDnssec?: true;
  /** Net price of an owner change where the registry charges one. */
  trade?: number;
  /** Net yearly price of our local-presence (trustee) service where the TLD requires presence. */
  trustee?: number;
  /** Transfers need the AuthInfo2 code that the registry sends by post (DENIC for .de). */
  authinfo2?: true;
  /** A logo exists at /images/tld-logos/<tld>.svg. */
  logo?: true;
}

export const tldLogoPath = (tld: string) => `/images/tld-logos/${tld}.svg`;

export const TLD_SERVICES: Record<string, TldServices> = {
  com: { categories: ['popular', 'generic'], logo: true },
  net: { categories: ['popular', 'generic'], logo: true },
  org: { categories: ['popular', 'generic'], logo: true },
  info: { categories: ['generic'] },
  biz: { categories: ['generic', 'business'] },
  mobi: { categories: ['generic', 'tech'] },
  name: { categories: ['generic', 'creative'] },
  pro: { categories: ['generic', 'business'] },
  // DENIC: a holder outside Germany names an authorized recipient in Germany (our trustee).
  de: { categories: ['popular', 'europe'], noPrivacy: true, trustee: 1290, authinfo2: true, logo: true },
  // EURid: holders must reside in the EU/EEA (or be EU citizens).
  eu: { categories: ['popular', 'europe'], noPrivacy: true, trustee: 1490, logo: true },
  at: { categories: ['europe'], noPrivacy: true },
  ch: { categories: ['europe'], noPrivacy: true },
  li: { categories: ['europe'], noPrivacy: true },
  uk: { categories: ['europe'], noPrivacy: true },
  // AFNIC: holders in the EU/EEA or Switzerland; owner changes are charged.
  fr: { categories: ['europe'], noPrivacy: true, trade: 890, trustee: 2490 },
  nl: { categories: ['europe'], noPrivacy: true },
  be: { categories: ['europe'], noPrivacy: true, trade: 690 },
  // Registro .it: holders in the EU/EEA; owner changes are charged.
  it: { categories: ['europe'], noPrivacy: true, trade: 790, trustee: 2490 },
  es: { categories: ['europe'], noPrivacy: true, trade: 790 },
  pl: { categories: ['europe'], noPrivacy: true },
  se: { categories: ['europe'], noPrivacy: true },
  dk: { categories: ['europe'], noPrivacy: true },
  fi: { categories: ['europe'], noPrivacy: true },
  cz: { categories: ['europe'], noPrivacy: true },
  lu: { categories: ['europe'], noPrivacy: true, trade: 2490 },
  pt: { categories: ['europe'], noPrivacy: true, trade: 1990 },
  swiss: { categories: ['europe'], noPrivacy: true },
  // usTLD nexus requirement; privacy/proxy registrations are not permitted.
  us: { categories: ['international'], noPrivacy: true, trustee: 1490 },
  // CIRA's Canadian presence requirements.
  ca: { categories: ['international'], noPrivacy: true, trustee: 2990 },
  io: { categories: ['popular', 'tech', 'international'], logo: true },
  co: { categories: ['business', 'international'], logo: true },
  me: { categories: ['creative', 'international'] },
  tv: { categories: ['creative', 'international'] },
  cc: { categories: ['international'] },
  ai: { categories: ['tech', 'international'], logo: true },
  gg: { categories: ['creative', 'international'], noDnssec: true },
  app: { categories: ['popular', 'tech'], logo: true },
  dev: { categories: ['tech'], logo: true },
  page: { categories: ['tech', 'creative'] },
  shop: { categories: ['popular', 'business'], logo: true },
  store: { categories: ['business'], logo: true },
  online: { categories: ['popular', 'business', 'tech'], logo: true },
  site: { categories: ['tech'] },
  tech: { categories: ['tech'], logo: true },
  xyz: { categories: ['tech', 'creative'], logo: true },
  cloud: { categories: ['tech'], logo: true },
  blog: { categories: ['creative'] },
  club: { categories: ['creative'], logo: true },
  design: { categories: ['creative', 'business'] },
  agency: { categories: ['business'] },
  digital: { categories: ['business', 'tech'] },
  email: { categories: ['business', 'tech'] },
  live: { categories: ['creative'] },
  news: { categories: ['creative', 'business'] },
  space: { categories: ['creative'] },
  website: { categories: ['tech'] },
  world: { categories: ['creative', 'international'] },
  art: { categories: ['creative'] },
  eco: { categories: ['business', 'creative'] },
  // The city and region TLDs ask for a local connection; our trustee provides it.
  berlin: { categories: ['cities'], trustee: 4490, logo: true },
  hamburg: { categories: ['cities'], trustee: 4490, logo: true },
  koeln: { categories: ['cities'], trustee: 3490 },
  bayern: { categories: ['cities'], trustee: 4490 },
  wien: { categories: ['cities'], trustee: 4490 },
  'xn--p1ai': { categories: ['idn', 'international'], noPrivacy: true },
  'xn--80asehdb': { categories: ['idn'] },
  'xn--c1avg': { categories: ['idn'] },
  // The Chinese registries verify the holder's identity (real-name verification).
  'xn--55qx5d': { categories: ['idn', 'business'], noPrivacy: true },
  'xn--ses554g': { categories: ['idn'], noPrivacy: true },
  'xn--6frz82g': { categories: ['idn'], noPrivacy: true },
  'xn--j1amh': { categories: ['idn'], noPrivacy: true },
  // The UAE registry asks for a local presence.
  'xn--mgbaam7a8h': { categories: ['idn', 'international'], noPrivacy: true, trustee: 8990 },
};

type Texts = { en: string; de: string };

export interface PromotionSeed {
  tld: string;
  kind: 'registration' | 'transfer' | 'renewal';
  /** Net euro cents for the first year. */
  price: number;
  /** Start day relative to the seed day (00:00 UTC). */
  from: number;
  /** Last day relative to the seed day (until 23:59:59 UTC). */
  until: number;
  frontpage: boolean;
  sort: number;
  text: Texts;
}

export const PROMOTIONS: PromotionSeed[] = [
  {
    tld: 'com',
    kind: 'registration',
    price: 799,
    from: -12,
    until: 19,
    frontpage: true,
    sort: 1,
    text: {
      en: 'Start your project on a .com: a reduced first-year price for new registrations.',
      de: 'Starten Sie Ihr Projekt mit einer .com: reduzierter Preis im ersten Jahr für Neuregistrierungen.',
    },
  },
  {
    tld: 'de',
    kind: 'registration',
    price: 290,
    from: -5,
    until: 26,
    frontpage: true,
    sort: 2,
    text: {
      en: 'The address for Germany: new .de domains at a reduced price in the first year.',
      de: 'Die Adresse für Deutschland: neue .de-Domains im ersten Jahr zum reduzierten Preis.',
    },
  },
  {
    tld: 'io',
    kind: 'registration',
    price: 2490,
    from: -8,
    until: 22,
    frontpage: true,
    sort: 3,
    text: {
      en: 'The favourite of tech start-ups: save on new .io registrations.',
      de: 'Der Favorit von Tech-Start-ups: Sparen Sie bei neuen .io-Registrierungen.',
    },
  },
  {
    tld: 'app',
    kind: 'registration',
    price: 890,
    from: -20,
    until: 10,
    frontpage: true,
    sort: 4,
    text: {
      en: 'Secure by default: every .app website needs HTTPS. Now cheaper in the first year.',
      de: 'Sicher ab Werk: Jede .app-Website setzt HTTPS voraus. Jetzt im ersten Jahr günstiger.',
    },
  },
  {
    tld: 'dev',
    kind: 'registration',
    price: 790,
    from: -20,
    until: 10,
    frontpage: true,
    sort: 5,
    text: {
      en: 'For developers and their projects: .dev with HTTPS built in, at a reduced first-year price.',
      de: 'Für Entwicklerinnen, Entwickler und ihre Projekte: .dev mit eingebautem HTTPS, im ersten Jahr reduziert.',
    },
  },
  {
    tld: 'online',
    kind: 'registration',
    price: 99,
    from: -3,
    until: 28,
    frontpage: true,
    sort: 6,
    text: {
      en: 'Get online for less: .online at a special price in the first year.',
      de: 'Günstig online: .online im ersten Jahr zum Sonderpreis.',
    },
  },
  {
    tld: 'store',
    kind: 'registration',
    price: 99,
    from: -3,
    until: 28,
    frontpage: true,
    sort: 7,
    text: {
      en: 'Open your web shop under a .store address, at a special price in the first year.',
      de: 'Eröffnen Sie Ihren Webshop unter einer .store-Adresse – im ersten Jahr zum Sonderpreis.',
    },
  },
  {
    tld: 'tech',
    kind: 'registration',
    price: 199,
    from: -15,
    until: 15,
    frontpage: true,
    sort: 8,
    text: {
      en: 'For technology companies, products and blogs: .tech at a special first-year price.',
      de: 'Für Technologieunternehmen, Produkte und Blogs: .tech im ersten Jahr zum Sonderpreis.',
    },
  },
  {
    tld: 'ai',
    kind: 'registration',
    price: 5990,
    from: -10,
    until: 35,
    frontpage: true,
    sort: 9,
    text: {
      en: 'Artificial intelligence, real savings: new .ai domains reduced. .ai domains are registered for at least two years.',
      de: 'Künstliche Intelligenz, echte Ersparnis: neue .ai-Domains reduziert. .ai-Domains werden für mindestens zwei Jahre registriert.',
    },
  },
  {
    tld: 'eu',
    kind: 'registration',
    price: 290,
    from: -7,
    until: 23,
    frontpage: true,
    sort: 10,
    text: {
      en: 'One address for all of Europe: new .eu domains reduced in the first year.',
      de: 'Eine Adresse für ganz Europa: neue .eu-Domains im ersten Jahr reduziert.',
    },
  },
  {
    tld: 'net',
    kind: 'transfer',
    price: 890,
    from: -30,
    until: 30,
    frontpage: true,
    sort: 11,
    text: {
      en: 'Move your .net domains to us: the transfer includes a year of renewal, now at a reduced price.',
      de: 'Ziehen Sie Ihre .net-Domains zu uns um: Der Transfer enthält ein Jahr Verlängerung, jetzt zum reduzierten Preis.',
    },
  },
  {
    tld: 'org',
    kind: 'transfer',
    price: 790,
    from: -30,
    until: 30,
    frontpage: false,
    sort: 12,
    text: {
      en: 'Transfer your .org domain to us, including a one-year renewal, at a reduced price.',
      de: 'Transferieren Sie Ihre .org-Domain zu uns, inklusive einjähriger Verlängerung, zum reduzierten Preis.',
    },
  },
  {
    tld: 'info',
    kind: 'renewal',
    price: 1490,
    from: -14,
    until: 45,
    frontpage: false,
    sort: 13,
    text: {
      en: 'Keep your .info domain: renewals are reduced for a limited time.',
      de: 'Behalten Sie Ihre .info-Domain: Verlängerungen für kurze Zeit reduziert.',
    },
  },
  {
    tld: 'berlin',
    kind: 'registration',
    price: 1990,
    from: -9,
    until: 21,
    frontpage: true,
    sort: 14,
    text: {
      en: 'Show where you belong: .berlin for companies, clubs and Berliners at a reduced first-year price.',
      de: 'Zeigen Sie, wo Sie hingehören: .berlin für Unternehmen, Vereine und Berliner im ersten Jahr reduziert.',
    },
  },
  {
    tld: 'cloud',
    kind: 'registration',
    price: 190,
    from: -6,
    until: 24,
    frontpage: true,
    sort: 15,
    text: {
      en: 'For cloud services and SaaS products: .cloud at a special first-year price.',
      de: 'Für Cloud-Dienste und SaaS-Produkte: .cloud im ersten Jahr zum Sonderpreis.',
    },
  },
  {
    tld: 'design',
    kind: 'registration',
    price: 990,
    from: -4,
    until: 40,
    frontpage: true,
    sort: 16,
    text: {
      en: 'Show your portfolio under a .design address: half price in the first year.',
      de: 'Zeigen Sie Ihr Portfolio unter einer .design-Adresse: im ersten Jahr zum halben Preis.',
    },
  },
  {
    tld: 'co',
    kind: 'registration',
    price: 490,
    from: -2,
    until: 18,
    frontpage: true,
    sort: 17,
    text: {
      en: 'Short, memorable and made for companies: .co reduced in the first year.',
      de: 'Kurz, einprägsam und wie gemacht für Unternehmen: .co im ersten Jahr reduziert.',
    },
  },
  {
    tld: 'fr',
    kind: 'registration',
    price: 490,
    from: -11,
    until: 19,
    frontpage: false,
    sort: 18,
    text: {
      en: 'Reach customers in France: new .fr domains reduced in the first year.',
      de: 'Erreichen Sie Kundschaft in Frankreich: neue .fr-Domains im ersten Jahr reduziert.',
    },
  },
  {
    tld: 'blog',
    kind: 'registration',
    price: 190,
    from: -1,
    until: 29,
    frontpage: false,
    sort: 19,
    text: {
      en: 'Write under your own name: .blog at a special first-year price.',
      de: 'Schreiben Sie unter Ihrem eigenen Namen: .blog im ersten Jahr zum Sonderpreis.',
    },
  },
  {
    tld: 'xn--p1ai',
    kind: 'registration',
    price: 590,
    from: -16,
    until: 14,
    frontpage: false,
    sort: 20,
    text: {
      en: 'The Cyrillic address for Russian-speaking audiences: .рф reduced in the first year.',
      de: 'Die kyrillische Adresse für ein russischsprachiges Publikum: .рф im ersten Jahr reduziert.',
    },
  },
  // Ended.
  {
    tld: 'com',
    kind: 'registration',
    price: 890,
    from: -75,
    until: -15,
    frontpage: true,
    sort: 1,
    text: {
      en: 'Autumn offer: new .com domains reduced in the first year.',
      de: 'Herbstangebot: neue .com-Domains im ersten Jahr reduziert.',
    },
  },
  {
    tld: 'shop',
    kind: 'registration',
    price: 99,
    from: -60,
    until: -20,
    frontpage: true,
    sort: 2,
    text: {
      en: 'Your online shop deserves a .shop address: special first-year price.',
      de: 'Ihr Onlineshop verdient eine .shop-Adresse: Sonderpreis im ersten Jahr.',
    },
  },
  {
    tld: 'eu',
    kind: 'transfer',
    price: 390,
    from: -90,
    until: -30,
    frontpage: false,
    sort: 3,
    text: {
      en: 'Transfer your .eu domain to us at a reduced price.',
      de: 'Transferieren Sie Ihre .eu-Domain zum reduzierten Preis zu uns.',
    },
  },
  {
    tld: 'xyz',
    kind: 'registration',
    price: 99,
    from: -45,
    until: -5,
    frontpage: true,
    sort: 4,
    text: {
      en: 'The generation-XYZ address: .xyz at a special first-year price.',
      de: 'Die Adresse der Generation XYZ: .xyz im ersten Jahr zum Sonderpreis.',
    },
  },
  // Announced.
  {
    tld: 'club',
    kind: 'registration',
    price: 99,
    from: 5,
    until: 35,
    frontpage: true,
    sort: 1,
    text: {
      en: 'Build your community on a .club address: special first-year price.',
      de: 'Bauen Sie Ihre Community auf einer .club-Adresse auf: Sonderpreis im ersten Jahr.',
    },
  },
  {
    tld: 'io',
    kind: 'transfer',
    price: 2990,
    from: 10,
    until: 40,
    frontpage: true,
    sort: 2,
    text: {
      en: 'Bring your .io domains to us: transfers including a year of renewal at a reduced price.',
      de: 'Bringen Sie Ihre .io-Domains zu uns: Transfers inklusive einem Jahr Verlängerung zum reduzierten Preis.',
    },
  },
  {
    tld: 'de',
    kind: 'renewal',
    price: 490,
    from: 14,
    until: 44,
    frontpage: false,
    sort: 3,
    text: {
      en: 'Loyalty pays: .de renewals reduced for a limited time.',
      de: 'Treue lohnt sich: .de-Verlängerungen für kurze Zeit reduziert.',
    },
  },
];

export interface BannerSeed {
  promoType: 'free' | 'tld' | 'rotating';
  tld?: string;
  title: Texts;
  text: Texts;
  bannerUrls?: { en: string[]; de: string[] };
  url: string;
  showLogo: boolean;
  backgroundColor: string;
  /** 1…n: a fixed order. No banner has sort 0, so the carousel is not shuffled. */
  sort: number;
  intervalMs: number;
  from: number;
  until?: number;
}

const rotatingImages = (language: 'en' | 'de') => [1, 2, 3].map((n) => `/images/banners/mailbox-${n}-${language}.svg`);

export const BANNERS: BannerSeed[] = [
  {
    promoType: 'free',
    title: { en: 'Your name on the internet', de: 'Ihr Name im Internet' },
    text: {
      en: 'Search, register and manage domains under more than 75 endings – with DNS, mailboxes and support in English and German.',
      de: 'Domains unter mehr als 75 Endungen suchen, registrieren und verwalten – mit DNS, Postfächern und Support auf Deutsch und Englisch.',
    },
    url: '/domain/register',
    showLogo: false,
    backgroundColor: '#0b4f8a',
    sort: 1,
    intervalMs: 8000,
    from: -200,
  },
  {
    promoType: 'tld',
    tld: 'com',
    title: { en: '.com – the classic', de: '.com – der Klassiker' },
    text: {
      en: 'The best-known domain ending in the world, now at a promotion price.',
      de: 'Die bekannteste Domainendung der Welt, jetzt zum Aktionspreis.',
    },
    url: '/domain/find/com',
    showLogo: true,
    backgroundColor: '#1f3a68',
    sort: 2,
    intervalMs: 6000,
    from: -12,
    until: 19,
  },
  {
    promoType: 'tld',
    tld: 'berlin',
    title: { en: 'Berlin. Your address.', de: 'Berlin. Ihre Adresse.' },
    text: {
      en: 'For companies, clubs and people with a connection to Berlin.',
      de: 'Für Unternehmen, Vereine und Menschen mit Bezug zu Berlin.',
    },
    url: '/domain/find/berlin',
    showLogo: true,
    backgroundColor: '#a4161a',
    sort: 3,
    intervalMs: 6000,
    from: -9,
  },
  {
    // Announced ahead of its promotion: the client drops it until the promotion runs.
    promoType: 'tld',
    tld: 'club',
    title: { en: 'Your community, your .club', de: 'Ihre Community, Ihr .club' },
    text: { en: 'A home for clubs, fans and communities.', de: 'Ein Zuhause für Vereine, Fans und Communities.' },
    url: '/domain/find/club',
    showLogo: true,
    backgroundColor: '#5a189a',
    sort: 4,
    intervalMs: 6000,
    from: -1,
  },
  {
    promoType: 'rotating',
    title: { en: 'Mailboxes for your domain', de: 'Postfächer für Ihre Domain' },
    text: {
      en: 'E-mail under your own name, with spam filter and webmail.',
      de: 'E-Mail unter Ihrem eigenen Namen, mit Spamfilter und Webmail.',
    },
    bannerUrls: { en: rotatingImages('en'), de: rotatingImages('de') },
    url: '/mailbox/features',
    showLogo: false,
    backgroundColor: '#0b4f8a',
    sort: 5,
    intervalMs: 7000,
    from: -30,
  },
  {
    promoType: 'free',
    title: { en: 'Become a reseller', de: 'Werden Sie Reseller' },
    text: {
      en: "One prepaid account, a documented JSON API and your customers' domains, DNS and mailboxes in one place.",
      de: 'Ein Guthabenkonto, eine dokumentierte JSON-API und die Domains, DNS-Zonen und Postfächer Ihrer Kunden an einem Ort.',
    },
    url: '/reseller/benefits',
    showLogo: false,
    backgroundColor: '#2d6a4f',
    sort: 6,
    intervalMs: 7000,
    from: -120,
  },
];

export interface NewsSeed {
  /** Days before the seed day; published at 09:00 UTC. */
  daysAgo: number;
  highlight: boolean;
  loginOnly: boolean;
  /** Also announced in the system bar (without an end). */
  systemBar?: boolean;
  title: Texts;
  text: Texts;
}

export const NEWS: NewsSeed[] = [
  {
    daysAgo: 3,
    highlight: true,
    loginOnly: false,
    systemBar: true,
    title: { en: 'Beware of fake renewal invoices', de: 'Vorsicht vor gefälschten Verlängerungsrechnungen' },
    text: {
      en: 'Some domain holders are currently receiving letters and e-mails that look like renewal invoices but come from third parties. We never ask you to pay into a bank account by e-mail. Your open invoices are always listed under My account, Orders. If in doubt, contact our support before paying.',
      de: 'Derzeit erhalten einige Domaininhaber Briefe und E-Mails, die wie Verlängerungsrechnungen aussehen, aber von Dritten stammen. Wir fordern Sie nie per E-Mail zur Zahlung auf ein Bankkonto auf. Ihre offenen Rechnungen finden Sie immer unter Mein Konto, Bestellungen. Wenden Sie sich im Zweifel vor der Zahlung an unseren Support.',
    },
  },
  {
    daysAgo: 9,
    highlight: true,
    loginOnly: false,
    title: { en: 'Two-factor authentication for every account', de: 'Zwei-Faktor-Authentifizierung für alle Konten' },
    text: {
      en: 'You can now protect your account with a second factor: an authenticator app generates a six-digit code that you enter after your password. Switch it on in your profile under Security and keep the recovery codes in a safe place.',
      de: 'Sie können Ihr Konto jetzt mit einem zweiten Faktor schützen: Eine Authenticator-App erzeugt einen sechsstelligen Code, den Sie nach Ihrem Passwort eingeben. Aktivieren Sie die Funktion in Ihrem Profil unter Sicherheit und bewahren Sie die Wiederherstellungscodes sicher auf.',
    },
  },
  {
    daysAgo: 17,
    highlight: false,
    loginOnly: true,
    title: { en: 'Invoices and account statements as PDF', de: 'Rechnungen und Kontoauszüge als PDF' },
    text: {
      en: 'Every invoice and every statement of your prepaid account can now be downloaded as a PDF from the order overview. The documents carry both VAT identification numbers where reverse charge applies.',
      de: 'Jede Rechnung und jeder Auszug Ihres Guthabenkontos lässt sich jetzt in der Bestellübersicht als PDF herunterladen. Bei Reverse Charge enthalten die Dokumente beide Umsatzsteuer-Identifikationsnummern.',
    },
  },
  {
    daysAgo: 26,
    highlight: false,
    loginOnly: false,
    title: { en: 'URL forwarding now also over HTTPS', de: 'URL-Weiterleitung jetzt auch über HTTPS' },
    text: {
      en: 'Forwarding records now answer over HTTPS with a certificate that we issue and renew automatically. Choose the redirect code (301, 302, 303, 307 or 308) per record in the DNS editor.',
      de: 'Weiterleitungseinträge antworten jetzt auch über HTTPS, mit einem Zertifikat, das wir automatisch ausstellen und erneuern. Den Weiterleitungscode (301, 302, 303, 307 oder 308) wählen Sie pro Eintrag im DNS-Editor.',
    },
  },
  {
    daysAgo: 38,
    highlight: false,
    loginOnly: false,
    title: { en: 'New payment method: Klarna', de: 'Neue Zahlungsart: Klarna' },
    text: {
      en: 'Besides PayPal, credit cards and Apple Pay you can now pay your orders with Klarna. The payment methods on offer depend on your billing country.',
      de: 'Neben PayPal, Kreditkarten und Apple Pay können Sie Ihre Bestellungen jetzt auch mit Klarna bezahlen. Welche Zahlungsarten angeboten werden, hängt von Ihrem Rechnungsland ab.',
    },
  },
  {
    daysAgo: 52,
    highlight: false,
    loginOnly: false,
    title: { en: '.ai domains: registration for at least two years', de: '.ai-Domains: Registrierung für mindestens zwei Jahre' },
    text: {
      en: 'The registry of .ai registers and renews domains for a minimum of two years. Our cart selects two years for .ai automatically; the price list shows the price per year.',
      de: 'Die Registry von .ai registriert und verlängert Domains für mindestens zwei Jahre. Unser Warenkorb wählt für .ai automatisch zwei Jahre; die Preisliste zeigt den Preis pro Jahr.',
    },
  },
  {
    daysAgo: 64,
    highlight: false,
    loginOnly: true,
    title: { en: 'Our name servers move to a new anycast network', de: 'Unsere Nameserver ziehen in ein neues Anycast-Netz um' },
    text: {
      en: 'Over the coming weeks we move our name servers to a larger anycast network with locations in Europe, North America and Asia. The server names stay the same, so you need to change nothing. Zones answer faster from most parts of the world.',
      de: 'In den kommenden Wochen ziehen unsere Nameserver in ein größeres Anycast-Netz mit Standorten in Europa, Nordamerika und Asien um. Die Servernamen bleiben gleich, Sie müssen also nichts ändern. Zonen antworten aus den meisten Teilen der Welt schneller.',
    },
  },
  {
    daysAgo: 79,
    highlight: false,
    loginOnly: true,
    title: { en: 'Name server templates, also through the API', de: 'Nameserver-Vorlagen, auch über die API' },
    text: {
      en: 'Save a set of name servers once as a template and apply it to any of your domains. The JSON API has the same calls; the API documentation in the reseller area lists them.',
      de: 'Speichern Sie eine Gruppe von Nameservern einmal als Vorlage und wenden Sie sie auf jede Ihrer Domains an. Die JSON-API bietet dieselben Aufrufe; die API-Dokumentation im Reseller-Bereich führt sie auf.',
    },
  },
  {
    daysAgo: 95,
    highlight: false,
    loginOnly: false,
    title: { en: 'Dynamic DNS for every zone', de: 'Dynamisches DNS für jede Zone' },
    text: {
      en: 'Point a host name at a changing home IP address: switch on dynamic DNS in the zone editor, and your router updates the address with its own user name and password. Most routers support the update protocol we use.',
      de: 'Lassen Sie einen Hostnamen auf eine wechselnde IP-Adresse zu Hause zeigen: Aktivieren Sie dynamisches DNS im Zoneneditor, und Ihr Router aktualisiert die Adresse mit eigenem Benutzernamen und Passwort. Die meisten Router unterstützen das verwendete Protokoll.',
    },
  },
  {
    daysAgo: 118,
    highlight: false,
    loginOnly: false,
    title: { en: 'Verisign raises .com and .net wholesale prices', de: 'Verisign erhöht die Großhandelspreise für .com und .net' },
    text: {
      en: 'Verisign, the registry of .com and .net, has announced another increase of its wholesale prices. We will adjust our prices when the increase takes effect and will inform you in good time. Renewing for several years in advance secures the current price.',
      de: 'Verisign, die Registry von .com und .net, hat eine weitere Erhöhung ihrer Großhandelspreise angekündigt. Wir passen unsere Preise an, sobald die Erhöhung gilt, und informieren Sie rechtzeitig. Wer jetzt für mehrere Jahre verlängert, sichert sich den aktuellen Preis.',
    },
  },
  {
    daysAgo: 140,
    highlight: true,
    loginOnly: false,
    title: { en: 'Mailbox Pro: 50 GB and 100 aliases', de: 'Postfach Pro: 50 GB und 100 Aliase' },
    text: {
      en: 'Mailbox Pro offers 50 GB of storage, up to 100 aliases and 10 app passwords, one for each of your mail programs, and takes messages up to 50 MB.',
      de: 'Postfach Pro bietet 50 GB Speicher, bis zu 100 Aliase und 10 App-Passwörter, eines für jedes Ihrer E-Mail-Programme, und nimmt E-Mails bis 50 MB an.',
    },
  },
  {
    daysAgo: 165,
    highlight: false,
    loginOnly: false,
    title: { en: 'Changes to the transfer policy for generic domains', de: 'Änderungen der Transferrichtlinie für generische Domains' },
    text: {
      en: 'ICANN has revised the rules for transferring generic domains between registrars. Transfer codes will be valid for a limited time only and are sent only on request. We will show the remaining validity of your code in the domain overview.',
      de: 'ICANN hat die Regeln für den Transfer generischer Domains zwischen Registraren überarbeitet. Transfercodes sind künftig nur begrenzt gültig und werden nur auf Anfrage ausgegeben. Die verbleibende Gültigkeit Ihres Codes zeigen wir in der Domainübersicht an.',
    },
  },
  {
    daysAgo: 190,
    highlight: false,
    loginOnly: false,
    title: { en: 'Restore deleted domains online', de: 'Gelöschte Domains online wiederherstellen' },
    text: {
      en: 'A deleted domain stays in the redemption grace period for about 30 days at most registries. You can now restore it yourself: open Restore from RGP in the domain menu, add the domain to the restore cart and pay the restore fee.',
      de: 'Eine gelöschte Domain bleibt bei den meisten Registries etwa 30 Tage in der Redemption Grace Period. Sie können sie jetzt selbst wiederherstellen: Öffnen Sie im Domainmenü die Wiederherstellung aus der RGP, legen Sie die Domain in den Wiederherstellungs-Warenkorb und zahlen Sie die Gebühr.',
    },
  },
  {
    daysAgo: 220,
    highlight: false,
    loginOnly: true,
    title: { en: 'Choose which e-mails you receive', de: 'Wählen Sie, welche E-Mails Sie erhalten' },
    text: {
      en: "In your profile you can now choose separately whether you want to receive our newsletter, renewal reminders and notices about promotions. Messages about your orders and your domains' security are always sent.",
      de: 'In Ihrem Profil wählen Sie jetzt getrennt, ob Sie unseren Newsletter, Verlängerungserinnerungen und Hinweise auf Aktionen erhalten möchten. Nachrichten zu Ihren Bestellungen und zur Sicherheit Ihrer Domains erhalten Sie immer.',
    },
  },
];

export interface AdSeed {
  kind: 'systembar' | 'countdown';
  title: Texts;
  text: Texts;
  url: string | null;
  /** First and last day relative to the seed day (from 00:00 to 23:59:59 UTC). */
  from: number;
  until: number;
}

export const ADS: AdSeed[] = [
  {
    kind: 'systembar',
    title: { en: 'Promotions', de: 'Aktionen' },
    text: {
      en: 'More than 15 domain endings at reduced prices right now.',
      de: 'Mehr als 15 Domainendungen gerade zu reduzierten Preisen.',
    },
    url: '/domain/prices?type=promos',
    from: -12,
    until: 40,
  },
  {
    kind: 'systembar',
    title: { en: 'Security', de: 'Sicherheit' },
    text: { en: 'Protect your account with two-factor authentication.', de: 'Schützen Sie Ihr Konto mit Zwei-Faktor-Authentifizierung.' },
    url: '/user/profile/security',
    from: -9,
    until: 60,
  },
  {
    // Runs with the .co promotion.
    kind: 'countdown',
    title: { en: '.co special price', de: '.co-Sonderpreis' },
    text: { en: 'New .co domains reduced in the first year.', de: 'Neue .co-Domains im ersten Jahr reduziert.' },
    url: '/domain/find/co',
    from: -2,
    until: 18,
  },
  {
    // Announces the .club promotion.
    kind: 'countdown',
    title: { en: '.club launch offer', de: '.club-Startangebot' },
    text: { en: 'New .club domains at a special first-year price.', de: 'Neue .club-Domains im ersten Jahr zum Sonderpreis.' },
    url: '/domain/find/club',
    from: 5,
    until: 35,
  },
];

export interface MaintenanceSeed {
  /** Day relative to the seed day and hour (UTC) of the start; 'running' started an hour before the seed. */
  start: { day: number; hourUtc: number } | 'running';
  durationHours: number;
  tlds: string[];
}

export const MAINTENANCE: MaintenanceSeed[] = [
  { start: 'running', durationHours: 3, tlds: ['uk'] },
  { start: { day: 2, hourUtc: 22 }, durationHours: 2, tlds: ['de'] },
  { start: { day: 5, hourUtc: 4 }, durationHours: 4, tlds: ['eu'] },
  { start: { day: 9, hourUtc: 21 }, durationHours: 3, tlds: ['xn--p1ai'] },
  { start: { day: 12, hourUtc: 23 }, durationHours: 2, tlds: ['app', 'dev', 'page'] },
  { start: { day: 18, hourUtc: 1 }, durationHours: 6, tlds: ['online', 'site', 'store', 'tech', 'website', 'space'] },
];
