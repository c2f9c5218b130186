import type { ContentSlug } from '@common/api/content.contract';
import type { ContentPageSeed } from './content-pages-legal.data';

/** The information pages: about us, downloads, domain features with WHOIS privacy, and the cms pages of the legacy links. */
export const INFO_PAGES: Partial<Record<ContentSlug, ContentPageSeed>> = {
  'about-us': {
    en: {
      title: 'About us',
      body: `{{operator.name}} registers and manages domain names for private customers, businesses and resellers. We offer more than a hundred endings, from .de and .com to new generic and country endings, at prices that include what others charge extra for.

## What we stand for
- **Clear prices.** The price you see for the first year and for renewals is the price you pay; DNS, e-mail forwarding and WHOIS privacy where the registry allows it are included.
- **Your domain stays yours.** We hand out authorisation codes without delay and never hold a domain back.
- **Support by people who know domains.** Our team answers by e-mail and telephone in German and English.
- **Security.** Two-factor login, registry locks and DNSSEC protect your names against hijacking.

## How to reach us
Write to {{operator.email}}, call {{operator.phone}} or use the [support page](/cms/support). Our legal details are in the [imprint](/imprint).`,
    },
    de: {
      title: 'Über uns',
      body: `{{operator.name}} registriert und verwaltet Domainnamen für Privatkunden, Unternehmen und Wiederverkäufer. Wir bieten über hundert Endungen an, von .de und .com bis zu neuen generischen und Länderendungen, zu Preisen, die enthalten, was andere extra berechnen.

## Wofür wir stehen
- **Klare Preise.** Der Preis für das erste Jahr und für Verlängerungen ist der Preis, den Sie zahlen; DNS, E-Mail-Weiterleitung und WHOIS-Datenschutz, wo die Registry ihn zulässt, sind inklusive.
- **Ihre Domain bleibt Ihre.** Auth-Codes geben wir unverzüglich heraus und halten keine Domain zurück.
- **Support von Menschen, die Domains kennen.** Unser Team antwortet per E-Mail und Telefon auf Deutsch und Englisch.
- **Sicherheit.** Zwei-Faktor-Anmeldung, Registry-Sperren und DNSSEC schützen Ihre Namen vor Übernahme.

## So erreichen Sie uns
Schreiben Sie an {{operator.email}}, rufen Sie {{operator.phone}} an oder nutzen Sie die [Support-Seite](/cms/support). Unsere rechtlichen Angaben stehen im [Impressum](/imprint).`,
    },
  },
  downloads: {
    en: {
      title: 'Downloads',
      body: `Documents to read, print or sign. The terms are made from the text on our [terms page](/terms/general) at the moment you download them.`,
    },
    de: {
      title: 'Downloads',
      body: `Dokumente zum Lesen, Drucken oder Unterschreiben. Die AGB werden beim Herunterladen aus dem Text unserer [AGB-Seite](/terms/general) erstellt.`,
    },
  },
  'domain-features': {
    en: {
      title: 'Domain features',
      body: `Every domain registered with us comes with these features at no extra charge.

## DNS management
Our redundant nameservers serve your zone. Edit A, AAAA, CNAME, MX, TXT, SRV, CAA and other records in the DNS editor; changes are live within minutes. DNSSEC signing can be switched on with one click where the registry supports it.

## Forwarding
Forward the web address to any URL (permanent or temporary) and forward e-mail to your existing mailbox, without a server of your own.

## Transfer lock and security
Every domain is locked against unauthorised transfers. You unlock it yourself and receive the authorisation code immediately. Two-factor login protects your account.

## Renewal reminders
We remind you 60, 30 and 7 days before a domain expires, and you can switch on automatic renewal per domain.

## WHOIS privacy
Many registries publish the holder's name, address and e-mail address in their public registration data (WHOIS/RDAP). With WHOIS privacy we publish our privacy service's details instead of yours; mail to the published address is forwarded to you, and you remain the legal holder. It is available for most generic endings; some country endings (for example .de, .eu) already hide private holders' data themselves, and some (for example .us) do not allow it. The price list shows for each ending whether it is offered.`,
    },
    de: {
      title: 'Domain-Funktionen',
      body: `Jede bei uns registrierte Domain enthält diese Funktionen ohne Aufpreis.

## DNS-Verwaltung
Unsere redundanten Nameserver liefern Ihre Zone aus. Bearbeiten Sie A-, AAAA-, CNAME-, MX-, TXT-, SRV-, CAA- und weitere Einträge im DNS-Editor; Änderungen sind binnen Minuten aktiv. Die DNSSEC-Signatur schalten Sie mit einem Klick ein, wo die Registry sie unterstützt.

## Weiterleitungen
Leiten Sie die Webadresse auf eine beliebige URL weiter (dauerhaft oder vorübergehend) und E-Mails an Ihr bestehendes Postfach, ohne eigenen Server.

## Transfersperre und Sicherheit
Jede Domain ist gegen unerlaubte Umzüge gesperrt. Sie entsperren sie selbst und erhalten den Auth-Code sofort. Die Zwei-Faktor-Anmeldung schützt Ihr Konto.

## Erinnerung an die Verlängerung
Wir erinnern Sie 60, 30 und 7 Tage vor Ablauf einer Domain, und Sie können die automatische Verlängerung je Domain einschalten.

## WHOIS-Datenschutz
Viele Registries veröffentlichen Name, Anschrift und E-Mail-Adresse des Inhabers in ihren öffentlichen Registrierungsdaten (WHOIS/RDAP). Mit dem WHOIS-Datenschutz veröffentlichen wir statt Ihrer die Angaben unseres Datenschutzdienstes; Post an die veröffentlichte Adresse leiten wir an Sie weiter, und Sie bleiben rechtlicher Inhaber. Er ist für die meisten generischen Endungen erhältlich; manche Länderendungen (zum Beispiel .de, .eu) verbergen die Daten privater Inhaber bereits selbst, andere (zum Beispiel .us) erlauben ihn nicht. Die Preisliste zeigt für jede Endung, ob er angeboten wird.`,
    },
  },
  'payment-methods': {
    en: {
      title: 'Payment methods',
      body: `You can pay for domains and services in these ways. None of them costs a fee.

| Method | When the order is carried out |
|---|---|
| Credit card (Visa, Mastercard, American Express, Diners Club) | immediately after the payment is authorised |
| PayPal | immediately after you confirm in PayPal |
| Apple Pay | immediately after you confirm on your device |
| Klarna | immediately after Klarna accepts the payment |
| Bank transfer | when the amount arrives in our account, usually within one to two working days |
| Prepaid balance | immediately, as long as the balance covers the order |

Card payments are processed by our payment provider under PCI DSS; we never see or store your full card number. Invoices are sent by e-mail and are always available under Orders in your customer area. Business customers in other EU countries with a valid VAT ID are invoiced without VAT (reverse charge).`,
    },
    de: {
      title: 'Zahlungsarten',
      body: `Sie können Domains und Leistungen auf diese Arten bezahlen. Keine davon kostet eine Gebühr.

| Zahlungsart | Wann die Bestellung ausgeführt wird |
|---|---|
| Kreditkarte (Visa, Mastercard, American Express, Diners Club) | sofort nach der Autorisierung der Zahlung |
| PayPal | sofort nach Ihrer Bestätigung bei PayPal |
| Apple Pay | sofort nach Ihrer Bestätigung auf dem Gerät |
| Klarna | sofort, wenn Klarna die Zahlung annimmt |
| Überweisung | wenn der Betrag auf unserem Konto eingeht, meist binnen ein bis zwei Werktagen |
| Guthaben | sofort, solange das Guthaben die Bestellung deckt |

Kartenzahlungen wickelt unser Zahlungsdienstleister nach PCI DSS ab; die vollständige Kartennummer sehen und speichern wir nie. Rechnungen erhalten Sie per E-Mail, und sie stehen jederzeit unter Bestellungen in Ihrem Kundenbereich. Geschäftskunden in anderen EU-Ländern mit gültiger USt-IdNr. erhalten Rechnungen ohne Umsatzsteuer (Reverse Charge).`,
    },
  },
  security: {
    en: {
      title: 'Security',
      body: `Your domains are often the key to your website, your e-mail and your accounts elsewhere. This is how we protect them, and what you can do.

## What we do
- Passwords are stored only as Argon2id hashes; login attempts are slowed down after failures.
- All connections are encrypted (TLS); the session cookie is HttpOnly and bound to the shop.
- Every domain carries the registry's transfer lock; a transfer needs the authorisation code that only you can see.
- Changes of the holder's e-mail address and of the holder must be confirmed by e-mail.

## What you can do
- Switch on **two-factor login** in your profile and keep the recovery codes in a safe place.
- Use a long, unique password and a password manager.
- Switch on **DNSSEC** for your domains in the DNS editor.
- Never pass on your authorisation code except to the provider you move a domain to.

## Phishing
We never ask for your password or your authorisation code by e-mail or telephone. If you receive such a message, please forward it to {{operator.abuse_email}}.

## Reporting a vulnerability
If you found a security problem in this shop, write to {{operator.email}}. Please give us time to fix it before you publish it; we will keep you informed.`,
    },
    de: {
      title: 'Sicherheit',
      body: `Ihre Domains sind oft der Schlüssel zu Ihrer Website, Ihren E-Mails und Ihren Konten anderswo. So schützen wir sie, und das können Sie tun.

## Was wir tun
- Passwörter speichern wir nur als Argon2id-Hash; nach Fehlversuchen werden Anmeldungen verlangsamt.
- Alle Verbindungen sind verschlüsselt (TLS); das Sitzungs-Cookie ist HttpOnly und an den Shop gebunden.
- Jede Domain trägt die Transfersperre der Registry; ein Umzug braucht den Auth-Code, den nur Sie sehen.
- Änderungen der E-Mail-Adresse des Inhabers und des Inhabers selbst müssen per E-Mail bestätigt werden.

## Was Sie tun können
- Schalten Sie in Ihrem Profil die **Zwei-Faktor-Anmeldung** ein und bewahren Sie die Wiederherstellungscodes sicher auf.
- Verwenden Sie ein langes, einmaliges Passwort und einen Passwortmanager.
- Schalten Sie im DNS-Editor **DNSSEC** für Ihre Domains ein.
- Geben Sie Ihren Auth-Code nur an den Anbieter weiter, zu dem Sie eine Domain umziehen.

## Phishing
Wir fragen nie per E-Mail oder Telefon nach Ihrem Passwort oder Auth-Code. Erhalten Sie eine solche Nachricht, leiten Sie sie bitte an {{operator.abuse_email}} weiter.

## Sicherheitslücken melden
Haben Sie ein Sicherheitsproblem in diesem Shop gefunden, schreiben Sie an {{operator.email}}. Bitte geben Sie uns Zeit, es zu beheben, bevor Sie es veröffentlichen; wir halten Sie auf dem Laufenden.`,
    },
  },
  'support-intro': {
    en: {
      title: 'Getting support',
      body: `Our support team helps with registrations, transfers, DNS, payments and your account.

## Before you contact us
- Many questions are answered in the [FAQ](/cms/faq).
- Have your customer number (shown in the header when you are logged in) and the domain name at hand.
- For a failed payment, note the order number from your customer area.

## Office hours
Monday to Friday, 9:00 to 18:00 (Berlin time). Outside these hours, see [emergency support](/cms/support-emergency).

## Contact
E-mail {{operator.email}}, telephone {{operator.phone}}, or the contact details on the [support page](/cms/support).`,
    },
    de: {
      title: 'Support erhalten',
      body: `Unser Support-Team hilft bei Registrierungen, Umzügen, DNS, Zahlungen und Ihrem Konto.

## Bevor Sie uns kontaktieren
- Viele Fragen beantworten die [FAQ](/cms/faq).
- Halten Sie Ihre Kundennummer (im Kopf der Seite, wenn Sie angemeldet sind) und den Domainnamen bereit.
- Bei einer fehlgeschlagenen Zahlung notieren Sie die Bestellnummer aus Ihrem Kundenbereich.

## Servicezeiten
Montag bis Freitag, 9:00 bis 18:00 Uhr (Berliner Zeit). Außerhalb dieser Zeiten siehe [Notfall-Support](/cms/support-emergency).

## Kontakt
E-Mail {{operator.email}}, Telefon {{operator.phone}} oder die Kontaktdaten auf der [Support-Seite](/cms/support).`,
    },
  },
  'support-emergency': {
    en: {
      title: 'Emergency support',
      body: `An emergency is a problem that takes a domain offline or puts it at risk right now, for example a domain that stopped resolving, an unauthorised change of holder or nameservers, or a suspected hijacking.

## What to do
1. Log in and check the domain's status, nameservers and DNS records in your customer area.
2. If your account may be compromised, change your password and switch on two-factor login.
3. Call {{operator.phone}} and choose the emergency option, or write to {{operator.email}} with "EMERGENCY" and the domain name in the subject.

Emergency requests are answered around the clock, within two hours. Please use this channel for emergencies only, so that help reaches those who need it.`,
    },
    de: {
      title: 'Notfall-Support',
      body: `Ein Notfall ist ein Problem, das eine Domain gerade vom Netz nimmt oder gefährdet, zum Beispiel eine Domain, die nicht mehr auflöst, eine unerlaubte Änderung von Inhaber oder Nameservern oder der Verdacht einer Übernahme.

## Was Sie tun
1. Melden Sie sich an und prüfen Sie Status, Nameserver und DNS-Einträge der Domain in Ihrem Kundenbereich.
2. Ist Ihr Konto womöglich kompromittiert, ändern Sie Ihr Passwort und schalten Sie die Zwei-Faktor-Anmeldung ein.
3. Rufen Sie {{operator.phone}} an und wählen Sie die Notfall-Option, oder schreiben Sie an {{operator.email}} mit „NOTFALL“ und dem Domainnamen im Betreff.

Notfälle beantworten wir rund um die Uhr binnen zwei Stunden. Bitte nutzen Sie diesen Weg nur für Notfälle, damit die Hilfe bei denen ankommt, die sie brauchen.`,
    },
  },
  support: {
    en: {
      title: 'Support and contact',
      body: `## E-mail
{{operator.email}}: we answer within one working day.

## Telephone
{{operator.phone}}: Monday to Friday, 9:00 to 18:00 (Berlin time).

## Post
{{operator.name}}  
{{operator.address}}

## More help
- [Getting support](/cms/support-intro): what to have at hand.
- [Emergency support](/cms/support-emergency): when a domain is offline or at risk.
- [FAQ](/cms/faq): answers to frequent questions.
- [Report abuse](/cms/report-abuse): spam, phishing or malware on a domain registered with us.`,
    },
    de: {
      title: 'Support und Kontakt',
      body: `## E-Mail
{{operator.email}}: Wir antworten binnen eines Werktages.

## Telefon
{{operator.phone}}: Montag bis Freitag, 9:00 bis 18:00 Uhr (Berliner Zeit).

## Post
{{operator.name}}  
{{operator.address}}

## Weitere Hilfe
- [Support erhalten](/cms/support-intro): was Sie bereithalten sollten.
- [Notfall-Support](/cms/support-emergency): wenn eine Domain offline oder gefährdet ist.
- [FAQ](/cms/faq): Antworten auf häufige Fragen.
- [Missbrauch melden](/cms/report-abuse): Spam, Phishing oder Schadsoftware auf einer bei uns registrierten Domain.`,
    },
  },
  faq: {
    en: {
      title: 'Frequently asked questions',
      body: `## How long does a registration take?
Most endings are registered within a minute of payment. Some country endings check the holder's details first, which can take one to three working days. You receive an e-mail when the domain is yours.

## How do I move a domain to you?
Unlock the domain at your current provider and ask for the authorisation code (auth code). Enter the domain and the code on our [transfer page](/domain/transfer). A transfer of a generic ending usually adds one year to the term and finishes within five days; .de transfers are done within minutes.

## Why can I not transfer my domain away yet?
Generic endings cannot change registrar within 60 days of registration, of a transfer or of a change of holder (ICANN Transfer Policy), unless the holder opted out of the lock at the change.

## What happens if I forget to renew?
The domain expires at the end of its term. For most endings you can still renew it for a few weeks; then it enters the redemption period, in which it can be [restored](/domain/restore/rgp) for the restore fee. After that it is deleted.

## Can I change the holder of a domain?
Yes, under Ownership in your customer area. Both the old and the new holder confirm the change by e-mail.

## Do I need your nameservers?
No. You can use our nameservers with the DNS editor or enter your own nameservers for any domain.

## Can I get an invoice with my company's VAT ID?
Yes. Enter your company and VAT ID in your profile; we check the ID with the EU's VIES service, and business customers in other EU countries are invoiced without VAT.

## How do I close my account?
Transfer or cancel your domains first, then write to {{operator.email}} from your account's e-mail address.`,
    },
    de: {
      title: 'Häufige Fragen',
      body: `## Wie lange dauert eine Registrierung?
Die meisten Endungen sind binnen einer Minute nach der Zahlung registriert. Manche Länderendungen prüfen zuerst die Angaben des Inhabers, was ein bis drei Werktage dauern kann. Sie erhalten eine E-Mail, sobald die Domain Ihnen gehört.

## Wie ziehe ich eine Domain zu Ihnen um?
Entsperren Sie die Domain bei Ihrem bisherigen Anbieter und fordern Sie den Auth-Code an. Geben Sie Domain und Code auf unserer [Umzugsseite](/domain/transfer) ein. Ein Umzug einer generischen Endung verlängert die Laufzeit meist um ein Jahr und ist binnen fünf Tagen abgeschlossen; .de-Umzüge dauern wenige Minuten.

## Warum kann ich meine Domain noch nicht umziehen?
Generische Endungen können binnen 60 Tagen nach Registrierung, Umzug oder Inhaberwechsel nicht den Registrar wechseln (ICANN Transfer Policy), es sei denn, der Inhaber hat beim Wechsel auf die Sperre verzichtet.

## Was passiert, wenn ich die Verlängerung vergesse?
Die Domain läuft am Ende ihrer Laufzeit ab. Bei den meisten Endungen können Sie sie noch einige Wochen verlängern; danach kommt sie in die Wiederherstellungsfrist, in der sie zum Wiederherstellungspreis [wiederhergestellt](/domain/restore/rgp) werden kann. Danach wird sie gelöscht.

## Kann ich den Inhaber einer Domain ändern?
Ja, unter Inhaberwechsel in Ihrem Kundenbereich. Alter und neuer Inhaber bestätigen den Wechsel per E-Mail.

## Brauche ich Ihre Nameserver?
Nein. Sie können unsere Nameserver mit dem DNS-Editor nutzen oder für jede Domain eigene Nameserver eintragen.

## Bekomme ich eine Rechnung mit der USt-IdNr. meiner Firma?
Ja. Tragen Sie Firma und USt-IdNr. in Ihrem Profil ein; wir prüfen die Nummer beim VIES-Dienst der EU, und Geschäftskunden in anderen EU-Ländern erhalten Rechnungen ohne Umsatzsteuer.

## Wie schließe ich mein Konto?
Ziehen Sie Ihre Domains zuerst um oder kündigen Sie sie, und schreiben Sie dann von der E-Mail-Adresse Ihres Kontos an {{operator.email}}.`,
    },
  },
  'report-abuse': {
    en: {
      title: 'Report abuse',
      body: `Use this form to report spam, phishing, malware, fraud or an infringement of rights involving a domain registered with us. Our abuse team reviews every report and answers within two working days; urgent threats such as phishing are handled at once.

Please give the domain, what you observed and, where possible, a link or the full headers of the mail. We can act on the registration of a domain (for example suspend it); content on a website is the responsibility of its host, whom we inform. You can also write to {{operator.abuse_email}}.`,
    },
    de: {
      title: 'Missbrauch melden',
      body: `Mit diesem Formular melden Sie Spam, Phishing, Schadsoftware, Betrug oder Rechtsverletzungen im Zusammenhang mit einer bei uns registrierten Domain. Unser Abuse-Team prüft jede Meldung und antwortet binnen zwei Werktagen; akute Gefahren wie Phishing bearbeiten wir sofort.

Bitte nennen Sie die Domain, was Sie beobachtet haben und, wenn möglich, einen Link oder die vollständigen Kopfzeilen der E-Mail. Wir können an der Registrierung einer Domain handeln (sie zum Beispiel sperren); für Inhalte einer Website ist ihr Hoster verantwortlich, den wir informieren. Sie können auch an {{operator.abuse_email}} schreiben.`,
    },
  },
};
