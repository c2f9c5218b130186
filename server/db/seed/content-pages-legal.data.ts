import type { ContentSlug } from '@common/api/content.contract';

/** A content page's first version in both languages (Markdown; `{{operator.*}}` is filled from configuration). */
export type ContentPageSeed = Record<'en' | 'de', { title: string; body: string }>;

/**
 * The legal pages of a German registrar: terms, imprint, privacy policy and accessibility
 * statement. The operator replaces these texts with their lawyer's before opening the shop; they
 * are written to be complete and realistic, not a legal opinion.
 */
export const LEGAL_PAGES: Partial<Record<ContentSlug, ContentPageSeed>> = {
  terms: {
    en: {
      title: 'General terms and conditions',
      body: `These terms apply to every contract between {{operator.name}} ("we") and our customers ("you") about domain names and related services ordered in this shop. Terms of yours that differ from these do not apply unless we agree to them in writing.

## 1. Contract
1. The shop's pages and price list are an invitation to order, not a binding offer. By completing the checkout you make a binding offer; the contract is concluded when we confirm the order by e-mail, at the latest when we submit the registration to the registry.
2. A domain name is assigned by the registry of its ending (for example DENIC eG for .de). We act as an accredited registrar or through an accredited partner and cannot guarantee that a name shown as available is still free when the registry receives our request. If a registration fails, you pay nothing for it; an amount already paid is refunded.
3. The contract language is English or German. We store the text of the contract; you can read these terms at any time on this page and download them as a PDF.

## 2. Prices and payment
1. The prices in the price list apply at the time of the order. Prices for consumers include the statutory VAT; business customers see net prices.
2. Fees are due in advance for the whole term ordered. You can pay by credit card, PayPal, Apple Pay, bank transfer or from your prepaid balance.
3. Registries may change their prices. We pass on such changes for the next term only and announce them at least six weeks in advance.
4. If a payment is reversed or not made, we may suspend the service after a reminder and put the domain on hold; the fees for the term already started remain due.

## 3. Term and renewal
1. A domain is registered for the term you choose (one to ten years, depending on the ending). The term starts on the day of registration.
2. Domains are not renewed automatically unless you switch on automatic renewal. We remind you by e-mail 60, 30 and 7 days before the end of the term.
3. A domain that is not renewed expires. Depending on the registry it then enters a redemption grace period in which it can be restored for the restore fee shown in the price list; after that it is deleted and may be registered by anyone.

## 4. Cancellation and transfer
1. You can cancel a domain at any time to the end of its paid term in your customer area. Fees already paid are not refunded, except as required by law.
2. You may transfer a domain to another provider at any time. We hand out the authorisation code without delay, unless the domain is within 60 days of its registration or of a transfer (ICANN Transfer Policy) or a payment for it is outstanding.

## 5. Right of withdrawal for consumers
If you are a consumer, you have the right to withdraw from this contract within fourteen days without giving any reason. The period runs for fourteen days from the day the contract is concluded. To exercise it, tell us ({{operator.name}}, {{operator.address_inline}}, e-mail {{operator.email}}) by a clear statement, for example a letter or an e-mail. If you withdraw, we refund all payments received from you without undue delay and at the latest within fourteen days, using the same means of payment.

**Early expiry:** a domain registration is carried out on your express request. Your right of withdrawal expires when we have fully performed the service, which is when the registry has registered the domain, if you agreed at checkout that we start before the end of the withdrawal period and acknowledged that you lose your right of withdrawal then. For other services you pay an amount in proportion to what has been provided up to your withdrawal.

## 6. Registry policies and your duties
1. The registration policies of the registry of each ending apply in addition to these terms (for .de the DENIC domain terms, for generic endings the ICANN policies, including the Uniform Domain-Name Dispute-Resolution Policy). We show them with each ending.
2. You give us correct and complete contact details and keep them up to date. A changed registrant e-mail address must be confirmed within 15 days, otherwise the domains using it are suspended until it is confirmed.
3. You are responsible for making sure that a domain and its use do not infringe the rights of others or the law. If a domain or its content obviously infringes rights, we may block it after giving you the chance to comment, where the law allows.

## 7. Liability
1. We are liable without limitation for intent and gross negligence, for injury to life, body or health and under the Product Liability Act.
2. For slight negligence we are liable only for breach of an essential contractual obligation, and limited to the foreseeable damage typical for this kind of contract.
3. We are not liable for decisions of registries, for a domain already taken when the registry receives our request, or for the loss of a domain that expires because it was not renewed in time.

## 8. Data protection
We process your personal data as described in our [privacy policy](/imprint#privacy). Contact details of a domain are passed on to the registry and, where a registry requires it, published in its registration data service unless WHOIS privacy applies.

## 9. Final provisions
1. German law applies, excluding the UN Convention on Contracts for the International Sale of Goods. For consumers this choice of law applies only as far as it does not remove the protection of the law of the country where they live.
2. If you are a merchant, the place of jurisdiction is our registered office.
3. We do not take part in dispute resolution proceedings before a consumer arbitration board and are not obliged to. The EU platform for online dispute resolution is at https://ec.europa.eu/consumers/odr.`,
    },
    de: {
      title: 'Allgemeine Geschäftsbedingungen',
      body: `Diese Bedingungen gelten für alle Verträge zwischen {{operator.name}} („wir“) und unseren Kundinnen und Kunden („Sie“) über Domainnamen und damit verbundene Leistungen, die in diesem Shop bestellt werden. Abweichende Bedingungen gelten nur, wenn wir ihnen schriftlich zustimmen.

## 1. Vertragsschluss
1. Die Seiten und die Preisliste des Shops sind eine Aufforderung zur Bestellung, kein verbindliches Angebot. Mit dem Abschluss der Bestellung geben Sie ein verbindliches Angebot ab; der Vertrag kommt zustande, wenn wir die Bestellung per E-Mail bestätigen, spätestens mit der Übermittlung der Registrierung an die Registry.
2. Domainnamen vergibt die Registry der jeweiligen Endung (zum Beispiel die DENIC eG für .de). Wir handeln als akkreditierter Registrar oder über einen akkreditierten Partner und können nicht zusichern, dass ein als frei angezeigter Name noch frei ist, wenn unser Antrag bei der Registry eingeht. Schlägt eine Registrierung fehl, zahlen Sie dafür nichts; bereits gezahlte Beträge erstatten wir.
3. Vertragssprache ist Deutsch oder Englisch. Wir speichern den Vertragstext; diese Bedingungen können Sie jederzeit auf dieser Seite lesen und als PDF herunterladen.

## 2. Preise und Zahlung
1. Es gelten die Preise der Preisliste zum Zeitpunkt der Bestellung. Preise für Verbraucher enthalten die gesetzliche Umsatzsteuer; Geschäftskunden sehen Nettopreise.
2. Die Entgelte sind für die gesamte bestellte Laufzeit im Voraus fällig. Sie können per Kreditkarte, PayPal, Apple Pay, Überweisung oder aus Ihrem Guthaben zahlen.
3. Registries können ihre Preise ändern. Solche Änderungen geben wir erst für die nächste Laufzeit weiter und kündigen sie mindestens sechs Wochen vorher an.
4. Wird eine Zahlung zurückgebucht oder nicht geleistet, dürfen wir die Leistung nach einer Mahnung aussetzen und die Domain sperren; die Entgelte für die begonnene Laufzeit bleiben fällig.

## 3. Laufzeit und Verlängerung
1. Eine Domain wird für die gewählte Laufzeit registriert (je nach Endung ein bis zehn Jahre). Die Laufzeit beginnt mit dem Tag der Registrierung.
2. Domains verlängern sich nicht von selbst, es sei denn, Sie schalten die automatische Verlängerung ein. Wir erinnern Sie 60, 30 und 7 Tage vor Ablauf per E-Mail.
3. Eine nicht verlängerte Domain läuft ab. Je nach Registry kommt sie dann in eine Wiederherstellungsfrist (Redemption Grace Period), in der sie zum Preis der Preisliste wiederhergestellt werden kann; danach wird sie gelöscht und ist für alle frei.

## 4. Kündigung und Providerwechsel
1. Sie können eine Domain jederzeit zum Ende der bezahlten Laufzeit in Ihrem Kundenbereich kündigen. Bereits gezahlte Entgelte werden nicht erstattet, soweit das Gesetz nichts anderes vorschreibt.
2. Sie können eine Domain jederzeit zu einem anderen Anbieter umziehen. Den Auth-Code geben wir unverzüglich heraus, es sei denn, die Registrierung oder ein Umzug liegt weniger als 60 Tage zurück (ICANN Transfer Policy) oder eine Zahlung für die Domain ist offen.

## 5. Widerrufsrecht für Verbraucher
Wenn Sie Verbraucher sind, haben Sie das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen. Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag des Vertragsschlusses. Um Ihr Widerrufsrecht auszuüben, müssen Sie uns ({{operator.name}}, {{operator.address_inline}}, E-Mail {{operator.email}}) mittels einer eindeutigen Erklärung, zum Beispiel einem Brief oder einer E-Mail, über Ihren Entschluss informieren. Wenn Sie widerrufen, erstatten wir Ihnen alle Zahlungen, die wir von Ihnen erhalten haben, unverzüglich und spätestens binnen vierzehn Tagen, und zwar mit demselben Zahlungsmittel.

**Vorzeitiges Erlöschen:** Eine Domainregistrierung führen wir auf Ihren ausdrücklichen Wunsch aus. Ihr Widerrufsrecht erlischt, wenn wir die Leistung vollständig erbracht haben, also mit der Registrierung der Domain durch die Registry, sofern Sie bei der Bestellung zugestimmt haben, dass wir vor Ablauf der Widerrufsfrist beginnen, und Ihre Kenntnis davon bestätigt haben, dass Sie Ihr Widerrufsrecht damit verlieren. Für andere Leistungen zahlen Sie einen Betrag, der dem bis zum Widerruf erbrachten Anteil entspricht.

## 6. Richtlinien der Registries und Ihre Pflichten
1. Ergänzend gelten die Vergaberichtlinien der Registry jeder Endung (für .de die DENIC-Domainbedingungen, für generische Endungen die ICANN-Richtlinien einschließlich der Uniform Domain-Name Dispute-Resolution Policy). Wir nennen sie bei jeder Endung.
2. Sie geben uns richtige und vollständige Kontaktdaten und halten sie aktuell. Eine geänderte E-Mail-Adresse des Domaininhabers muss binnen 15 Tagen bestätigt werden, sonst werden die Domains, die sie nutzen, bis zur Bestätigung gesperrt.
3. Sie sind dafür verantwortlich, dass eine Domain und ihre Nutzung weder Rechte Dritter noch Gesetze verletzen. Verletzt eine Domain oder ihr Inhalt offensichtlich Rechte, dürfen wir sie, soweit das Gesetz es erlaubt, nach Gelegenheit zur Stellungnahme sperren.

## 7. Haftung
1. Wir haften unbeschränkt bei Vorsatz und grober Fahrlässigkeit, bei Verletzung von Leben, Körper oder Gesundheit und nach dem Produkthaftungsgesetz.
2. Bei leichter Fahrlässigkeit haften wir nur für die Verletzung einer wesentlichen Vertragspflicht, begrenzt auf den vorhersehbaren, vertragstypischen Schaden.
3. Wir haften nicht für Entscheidungen der Registries, für eine Domain, die beim Eingang unseres Antrags bei der Registry schon vergeben ist, oder für den Verlust einer Domain, die mangels rechtzeitiger Verlängerung abläuft.

## 8. Datenschutz
Wir verarbeiten Ihre personenbezogenen Daten wie in unserer [Datenschutzerklärung](/imprint#privacy) beschrieben. Die Kontaktdaten einer Domain geben wir an die Registry weiter; sie werden, wo die Registry es verlangt, in deren Registrierungsdatendienst veröffentlicht, sofern kein WHOIS-Datenschutz besteht.

## 9. Schlussbestimmungen
1. Es gilt deutsches Recht unter Ausschluss des UN-Kaufrechts. Für Verbraucher gilt diese Rechtswahl nur, soweit ihnen dadurch nicht der Schutz des Rechts ihres Wohnsitzstaates entzogen wird.
2. Sind Sie Kaufmann, ist Gerichtsstand unser Sitz.
3. Wir nehmen nicht an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teil und sind dazu nicht verpflichtet. Die EU-Plattform zur Online-Streitbeilegung finden Sie unter https://ec.europa.eu/consumers/odr.`,
    },
  },
  imprint: {
    en: {
      title: 'Imprint',
      body: `Information according to § 5 of the German Digital Services Act (DDG).

**{{operator.name}}**  
{{operator.address}}

Represented by: {{operator.representative}}  
Commercial register: {{operator.register}}  
VAT ID (§ 27a UStG): {{operator.vat_id}}

Telephone: {{operator.phone}}  
E-mail: {{operator.email}}  
Abuse reports: {{operator.abuse_email}} or the [report form](/cms/report-abuse)

Responsible for the content according to § 18 (2) MStV: {{operator.representative}}, address as above.`,
    },
    de: {
      title: 'Impressum',
      body: `Angaben gemäß § 5 Digitale-Dienste-Gesetz (DDG).

**{{operator.name}}**  
{{operator.address}}

Vertreten durch: {{operator.representative}}  
Handelsregister: {{operator.register}}  
Umsatzsteuer-Identifikationsnummer (§ 27a UStG): {{operator.vat_id}}

Telefon: {{operator.phone}}  
E-Mail: {{operator.email}}  
Missbrauchsmeldungen: {{operator.abuse_email}} oder das [Meldeformular](/cms/report-abuse)

Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV: {{operator.representative}}, Anschrift wie oben.`,
    },
  },
  privacy: {
    en: {
      title: 'Privacy policy',
      body: `The controller under the GDPR is {{operator.name}}, {{operator.address_inline}}, {{operator.email}}.

## What we store and why
- **Your customer account** (login name, e-mail address, password as a one-way hash, language, currency, country): to provide the account you opened (Art. 6 (1) (b) GDPR).
- **Contact details of your domains** (name, organisation, address, e-mail, telephone): the registries require them to register a domain; we pass them on to the registry of the ending and, for generic endings, to an escrow agent required by ICANN (Art. 6 (1) (b) and (c) GDPR).
- **Orders, invoices and payments**: to carry out the contract and because commercial and tax law requires us to keep them (Art. 6 (1) (b) and (c) GDPR). Card details are processed by the payment provider; we never see the full card number.
- **Session cookie**: one cookie keeps your login, cart, language, currency, country and your answer to the cookie notice. It is technically necessary (§ 25 (2) TDDDG) and not used for advertising.
- **Server logs and security records** (IP address, time, page, failed logins): to keep the shop secure and to detect abuse (Art. 6 (1) (f) GDPR).
- **Support and abuse reports**: to answer you (Art. 6 (1) (b) or (f) GDPR).

## How long
- Account data: until you close the account.
- Domain contact data: for the life of the domain and for two years after it ends (registry and ICANN requirements).
- Invoices and accounting records: ten years, business letters six years (§ 147 AO, § 257 HGB).
- Session: ends after a period of inactivity; server logs: 14 days; security records: 90 days.
- Support requests and abuse reports: two years after they are closed.

## Recipients
Registries of the endings you register, the payment providers you choose, our hosting provider in the EU, and authorities where the law obliges us. Where a registry is outside the EU, the transfer is necessary for the contract (Art. 49 (1) (b) GDPR).

## Your rights
You have the right of access (Art. 15), rectification (Art. 16), erasure (Art. 17), restriction of processing (Art. 18), data portability (Art. 20) and to object to processing based on legitimate interests (Art. 21). Write to {{operator.email}}. You also have the right to lodge a complaint with a supervisory authority, for example the one of the federal state where we are based.`,
    },
    de: {
      title: 'Datenschutzerklärung',
      body: `Verantwortlicher im Sinne der DSGVO ist {{operator.name}}, {{operator.address_inline}}, {{operator.email}}.

## Was wir speichern und warum
- **Ihr Kundenkonto** (Login-Name, E-Mail-Adresse, Passwort als Einweg-Hash, Sprache, Währung, Land): um das Konto bereitzustellen, das Sie eröffnet haben (Art. 6 Abs. 1 lit. b DSGVO).
- **Kontaktdaten Ihrer Domains** (Name, Organisation, Anschrift, E-Mail, Telefon): die Registries verlangen sie für die Registrierung; wir geben sie an die Registry der Endung und bei generischen Endungen an einen von ICANN vorgeschriebenen Treuhänder weiter (Art. 6 Abs. 1 lit. b und c DSGVO).
- **Bestellungen, Rechnungen und Zahlungen**: zur Vertragserfüllung und weil Handels- und Steuerrecht die Aufbewahrung vorschreiben (Art. 6 Abs. 1 lit. b und c DSGVO). Kartendaten verarbeitet der Zahlungsdienstleister; die vollständige Kartennummer sehen wir nie.
- **Sitzungs-Cookie**: ein Cookie speichert Ihre Anmeldung, den Warenkorb, Sprache, Währung, Land und Ihre Antwort auf den Cookie-Hinweis. Es ist technisch erforderlich (§ 25 Abs. 2 TDDDG) und dient nicht der Werbung.
- **Server-Protokolle und Sicherheitsdaten** (IP-Adresse, Zeit, Seite, fehlgeschlagene Anmeldungen): um den Shop sicher zu halten und Missbrauch zu erkennen (Art. 6 Abs. 1 lit. f DSGVO).
- **Support-Anfragen und Missbrauchsmeldungen**: um Ihnen zu antworten (Art. 6 Abs. 1 lit. b oder f DSGVO).

## Wie lange
- Kontodaten: bis Sie das Konto schließen.
- Kontaktdaten von Domains: für die Dauer der Domain und zwei Jahre danach (Vorgaben der Registries und von ICANN).
- Rechnungen und Buchungsbelege: zehn Jahre, Geschäftsbriefe sechs Jahre (§ 147 AO, § 257 HGB).
- Sitzung: endet nach einer Zeit der Inaktivität; Server-Protokolle: 14 Tage; Sicherheitsdaten: 90 Tage.
- Support-Anfragen und Missbrauchsmeldungen: zwei Jahre nach ihrem Abschluss.

## Empfänger
Die Registries der Endungen, die Sie registrieren, die von Ihnen gewählten Zahlungsdienstleister, unser Hosting-Anbieter in der EU sowie Behörden, soweit das Gesetz uns verpflichtet. Sitzt eine Registry außerhalb der EU, ist die Übermittlung zur Vertragserfüllung erforderlich (Art. 49 Abs. 1 lit. b DSGVO).

## Ihre Rechte
Sie haben das Recht auf Auskunft (Art. 15), Berichtigung (Art. 16), Löschung (Art. 17), Einschränkung der Verarbeitung (Art. 18), Datenübertragbarkeit (Art. 20) und auf Widerspruch gegen Verarbeitungen aufgrund berechtigter Interessen (Art. 21). Schreiben Sie an {{operator.email}}. Außerdem können Sie sich bei einer Datenschutz-Aufsichtsbehörde beschweren, zum Beispiel der des Bundeslandes unseres Sitzes.`,
    },
  },
  accessibility: {
    en: {
      title: 'Accessibility statement',
      body: `We want everybody to be able to use this shop. It aims to meet the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA and the requirements of the German Accessibility Strengthening Act (BFSG).

## What we do
- Every function can be used with the keyboard, and the focus is always visible.
- Form fields, buttons and icons have labels that screen readers announce.
- Texts and controls have at least the contrast WCAG AA requires, and the pages work at 200 % zoom and on small screens.
- The language of each page is set, so that screen readers pronounce it correctly.
- Every change of the shop is checked with automated accessibility tests.

## Known limitations
- PDF invoices and downloadable forms are not yet fully tagged for screen readers. We send you the content as text on request.

## Feedback and contact
If something stands in your way, write to {{operator.email}} or call {{operator.phone}}. We answer within two weeks. If you are not satisfied with our answer, you can contact the market surveillance authority of the federal states for accessibility (MLBF) in Magdeburg.`,
    },
    de: {
      title: 'Erklärung zur Barrierefreiheit',
      body: `Alle sollen diesen Shop nutzen können. Er soll die Web Content Accessibility Guidelines (WCAG) 2.1 auf Stufe AA und die Anforderungen des Barrierefreiheitsstärkungsgesetzes (BFSG) erfüllen.

## Was wir tun
- Jede Funktion ist mit der Tastatur bedienbar, und der Fokus ist immer sichtbar.
- Formularfelder, Schaltflächen und Symbole haben Beschriftungen, die Screenreader vorlesen.
- Texte und Bedienelemente haben mindestens den Kontrast, den WCAG AA verlangt, und die Seiten funktionieren bei 200 % Vergrößerung und auf kleinen Bildschirmen.
- Die Sprache jeder Seite ist angegeben, damit Screenreader sie richtig aussprechen.
- Jede Änderung des Shops wird mit automatischen Tests zur Barrierefreiheit geprüft.

## Bekannte Einschränkungen
- PDF-Rechnungen und Formulare zum Herunterladen sind noch nicht vollständig für Screenreader ausgezeichnet. Auf Wunsch senden wir Ihnen den Inhalt als Text.

## Rückmeldung und Kontakt
Wenn Ihnen etwas im Weg steht, schreiben Sie an {{operator.email}} oder rufen Sie {{operator.phone}} an. Wir antworten innerhalb von zwei Wochen. Sind Sie mit unserer Antwort nicht zufrieden, können Sie sich an die Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen (MLBF) in Magdeburg wenden.`,
    },
  },
};
