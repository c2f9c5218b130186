/**
 * The field errors of the zone editor in English and German. Each says what is wrong and what to
 * enter instead, so a customer can fix the field without reading an RFC.
 */
export type RecordLanguage = 'en' | 'de';

export interface RecordMessages {
  required: string;
  // Names (owners and targets)
  emptyLabel: string;
  labelTooLong: (label: string) => string;
  nameTooLong: string;
  invalidLabel: (label: string) => string;
  reservedHyphens: (label: string) => string;
  invalidIdn: (label: string) => string;
  wildcardPosition: string;
  outsideZone: (zone: string) => string;
  apexNotAllowed: (type: string) => string;
  wildcardNotAllowed: (type: string) => string;
  nsAtApex: string;
  srvOwner: string;
  tlsaOwner: string;
  smimeaOwner: string;
  mailfwLocalPart: string;
  hostInvalid: string;
  hostIsIp: string;
  hostNeedsDomain: string;
  hostUnderscore: string;
  pointsToItself: string;
  // Common fields
  ttlRange: (min: number, max: number) => string;
  textInvalid: string;
  textTooLong: (max: number) => string;
  untilBeforeFrom: string;
  dateInvalid: string;
  unknownParameter: (key: string) => string;
  numberRange: (min: number, max: number) => string;
  numberChoice: (choices: readonly (number | string)[]) => string;
  booleanRequired: string;
  // Addresses
  ipv4Invalid: string;
  ipv4IsV6: string;
  ipv6Invalid: string;
  ipv6IsV4: string;
  // MX, TXT, CAA
  nullMxPriority: string;
  txtEmpty: string;
  caaFlags: string;
  caaTag: string;
  caaIssueValue: string;
  caaIodefValue: string;
  // NAPTR
  naptrFlags: string;
  naptrServices: string;
  naptrRegexp: string;
  naptrBoth: string;
  naptrNeither: string;
  naptrUNeedsRegexp: string;
  // Hashes and keys
  hexInvalid: string;
  hexLength: (expected: number, actual: number) => string;
  // SVCB / HTTPS
  svcbSyntax: (near: string) => string;
  svcbUnknownKey: (key: string) => string;
  svcbDuplicateKey: (key: string) => string;
  svcbValueRequired: (key: string) => string;
  svcbNoValue: (key: string) => string;
  svcbMandatoryMissing: (key: string) => string;
  svcbMandatorySelf: string;
  svcbMandatoryDuplicate: (key: string) => string;
  svcbNoDefaultAlpnNeedsAlpn: string;
  svcbPort: string;
  svcbAlpn: string;
  svcbIpHint: (key: string, value: string) => string;
  svcbEch: string;
  svcbAliasParams: string;
  // URL and mail forwarding
  urlInvalid: string;
  urlScheme: string;
  urlCredentials: string;
  urlLoop: string;
  emailInvalid: string;
  mailfwLoop: string;
  // Zone-level rules
  cnameShared: string;
  sharedWithCname: string;
  oneCname: string;
  oneDname: string;
  oneAlias: string;
  aliasWithAddress: string;
  addressWithAlias: (type: string) => string;
  targetIsCname: (target: string) => string;
  ttlMismatch: (type: string, ttl: number) => string;
  urlClash: string;
  clashWithUrl: (type: string) => string;
  oneUrl: string;
  mailfwMxClash: string;
  mxMailfwClash: string;
  duplicate: string;
  nullMxNotAlone: string;
  hiddenByDname: (owner: string) => string;
  belowDelegation: (owner: string) => string;
  svcbMixedModes: string;
  svcbOneAlias: string;
  nsNeedsGlue: (target: string) => string;
  caaForbidsCertificate: (issuer: string) => string;
}

const en: RecordMessages = {
  required: 'Please fill in this field.',
  emptyLabel: 'The name has an empty part: two dots in a row, or a dot at the start.',
  labelTooLong: (label) =>
    `"${label}" is too long: each part of a name may have at most 63 characters (international names counted in their xn-- form).`,
  nameTooLong: 'The full name is too long: at most 253 characters with the domain (international names counted in their xn-- form).',
  invalidLabel: (label) => `"${label}" is not valid here: use letters, digits and hyphens, and no hyphen at the start or end.`,
  reservedHyphens: (label) => `"${label}" is reserved: a hyphen in both the third and fourth place is only allowed in xn-- names.`,
  invalidIdn: (label) => `"${label}" is not a valid international name part.`,
  wildcardPosition: 'A "*" must be the whole leftmost part of the name, as in * or *.dev.',
  outsideZone: (zone) => `This name is outside the zone ${zone}. Enter it relative to the zone, or @ for ${zone} itself.`,
  apexNotAllowed: (type) =>
    type === 'CNAME'
      ? 'A CNAME cannot be at the zone apex (@), which always has other records. Use an ALIAS record or an HTTPS record in AliasMode instead.'
      : `A ${type} record cannot be at the zone apex (@).`,
  wildcardNotAllowed: (type) => `A ${type} record cannot have a wildcard (*) name.`,
  nsAtApex: 'The nameservers of the domain itself are set by us. NS records here can only delegate a subdomain, such as "office".',
  srvOwner: 'An SRV name has the form _service._protocol, for example _sip._tcp or _sip._tcp.office.',
  tlsaOwner: 'A TLSA name has the form _port._protocol.host, for example _443._tcp.www or _25._tcp.mail.',
  smimeaOwner: 'An SMIMEA name is the 56-digit hash of the mail user name followed by ._smimecert, for example 1a2b…._smimecert.',
  mailfwLocalPart: 'Enter the part before the @: letters, digits and - + . _ = &, at most 64 characters, or * to forward all addresses.',
  hostInvalid: 'Enter a host name such as mail.example.com.',
  hostIsIp: 'Enter a host name here, not an IP address. Point the host name to the address with an A or AAAA record.',
  hostNeedsDomain: 'Enter the full host name including its domain, for example mail.example.com (or @ for this zone).',
  hostUnderscore: 'A host name cannot contain "_". Underscores are only allowed in record names, such as _dmarc.',
  pointsToItself: 'The record points to its own name (or below it), so it would never resolve.',
  ttlRange: (min, max) => `The TTL must be a whole number of seconds from ${min} to ${max} (one week).`,
  textInvalid: 'This text may not contain control characters or line breaks.',
  textTooLong: (max) => `This text is too long: at most ${max} characters.`,
  untilBeforeFrom: 'The end must be later than the start.',
  dateInvalid: 'Enter a date and time.',
  unknownParameter: (key) => `This record type has no field "${key}".`,
  numberRange: (min, max) => `Enter a whole number from ${min} to ${max}.`,
  numberChoice: (choices) => `Choose one of: ${choices.join(', ')}.`,
  booleanRequired: 'Choose yes or no.',
  ipv4Invalid: 'Enter an IPv4 address such as 192.0.2.1.',
  ipv4IsV6: 'This is an IPv6 address: use an AAAA record for it.',
  ipv6Invalid: 'Enter an IPv6 address such as 2001:db8::1.',
  ipv6IsV4: 'This is an IPv4 address: use an A record for it.',
  nullMxPriority: 'A null MX (".", meaning this domain receives no mail) must have priority 0.',
  txtEmpty: 'Enter the text of the record.',
  caaFlags: 'The flags must be 0, or 128 (critical: a CA that does not know the tag must not issue).',
  caaTag: 'The tag must be 1 to 15 letters or digits, such as issue, issuewild or iodef.',
  caaIssueValue:
    'Enter the domain of the certificate authority, such as letsencrypt.org, optionally followed by "; key=value", or ";" to allow no authority at all.',
  caaIodefValue: 'Enter a mailto: or https:// address where certificate authorities send reports.',
  naptrFlags: 'The flag must be S, A, U, P or empty.',
  naptrServices: 'The services may contain letters, digits and + : . -, for example E2U+sip or SIP+D2U.',
  naptrRegexp:
    'The regular expression must have the form !pattern!replacement! (the same delimiter three times, optionally followed by i).',
  naptrBoth: 'Use a regular expression or a replacement, not both: set the replacement to "." when a regular expression is given.',
  naptrNeither: 'Enter a regular expression or a replacement domain.',
  naptrUNeedsRegexp: 'The flag U needs a regular expression that produces the URI.',
  hexInvalid: 'Enter hexadecimal digits (0-9, a-f), an even number of them.',
  hexLength: (expected, actual) => `This hash must have exactly ${expected} hexadecimal digits, not ${actual}.`,
  svcbSyntax: (near) =>
    `The parameters cannot be read near "${near}". Write them as key=value separated by spaces, for example alpn=h2,h3 port=8443.`,
  svcbUnknownKey: (key) =>
    `"${key}" is not a known parameter. Use mandatory, alpn, no-default-alpn, port, ipv4hint, ech, ipv6hint or keyNNNNN.`,
  svcbDuplicateKey: (key) => `The parameter ${key} is given more than once.`,
  svcbValueRequired: (key) => `The parameter ${key} needs a value.`,
  svcbNoValue: (key) => `The parameter ${key} takes no value.`,
  svcbMandatoryMissing: (key) => `${key} is listed as mandatory but not given.`,
  svcbMandatorySelf: 'mandatory cannot list itself.',
  svcbMandatoryDuplicate: (key) => `${key} is listed twice in mandatory.`,
  svcbNoDefaultAlpnNeedsAlpn: 'no-default-alpn needs an alpn parameter as well.',
  svcbPort: 'The port must be a whole number from 0 to 65535.',
  svcbAlpn: 'alpn needs a comma-separated list of protocol names, for example h2,h3.',
  svcbIpHint: (key, value) => `"${value}" is not a valid ${key === 'ipv4hint' ? 'IPv4' : 'IPv6'} address for ${key}.`,
  svcbEch: 'ech must be an ECHConfigList in base64.',
  svcbAliasParams: 'Priority 0 (AliasMode) only points to another name and takes no parameters. Remove them or choose a priority from 1.',
  urlInvalid: 'Enter a web address such as https://www.example.com/page.',
  urlScheme: 'The web address must start with http:// or https://.',
  urlCredentials: 'The web address may not contain a user name or password.',
  urlLoop: 'The web address points back to this name, so visitors would be forwarded in a circle.',
  emailInvalid: 'Enter an e-mail address such as name@example.com.',
  mailfwLoop: 'A forwarded address cannot forward to itself.',
  cnameShared: 'A CNAME cannot share its name with other records. Remove the other records at this name or use another name.',
  sharedWithCname: 'This name has a CNAME, which cannot share its name with other records.',
  oneCname: 'A name can have only one CNAME record.',
  oneDname: 'A name can have only one DNAME record.',
  oneAlias: 'A name can have only one ALIAS record.',
  aliasWithAddress: 'An ALIAS record is answered as A and AAAA records, so this name cannot have its own A or AAAA records.',
  addressWithAlias: (type) =>
    `This name has an ALIAS record, which is answered as A and AAAA records, so it cannot have its own ${type} records.`,
  targetIsCname: (target) => `${target} is a CNAME (an alias). Point to the host name it stands for instead.`,
  ttlMismatch: (type, ttl) => `All ${type} records at one name must have the same TTL; the others here have ${ttl}.`,
  urlClash: 'A URL forwarding answers this name with our forwarding server, so it cannot have A, AAAA, CNAME or ALIAS records of its own.',
  clashWithUrl: (type) => `This name has a URL forwarding, so it cannot have its own ${type} records.`,
  oneUrl: 'A name can have only one URL forwarding.',
  mailfwMxClash:
    'Mail forwarding sets the MX records of the domain, so the domain cannot have MX records of its own. Remove the MX records first.',
  mxMailfwClash: 'The domain has mail forwarding, which sets its MX records. Remove the mail forwarding to set your own MX records.',
  duplicate: 'The same record exists already.',
  nullMxNotAlone: 'A null MX (".", this domain receives no mail) must be the only MX record at its name.',
  hiddenByDname: (owner) => `This record would never be answered: the DNAME record at ${owner} redirects all names below it.`,
  belowDelegation: (owner) =>
    `This record would never be answered: ${owner} is delegated to other nameservers by NS records (only their addresses may be kept here).`,
  svcbMixedModes: 'Records of one name must all be in AliasMode (priority 0) or all in ServiceMode (priority from 1).',
  svcbOneAlias: 'A name can have only one record in AliasMode (priority 0).',
  caaForbidsCertificate: (issuer) =>
    `HTTPS forwarding needs a certificate from ${issuer}, but the CAA records of this name do not allow it. Add a CAA issue record for ${issuer} or switch TLS off.`,
  nsNeedsGlue: (target) => `${target} lies inside the delegated subdomain, so it needs an A or AAAA record here (glue) to be found.`,
};

const de: RecordMessages = {
  required: 'Bitte füllen Sie dieses Feld aus.',
  emptyLabel: 'Der Name hat einen leeren Teil: zwei Punkte hintereinander oder einen Punkt am Anfang.',
  labelTooLong: (label) =>
    `„${label}“ ist zu lang: Jeder Teil eines Namens darf höchstens 63 Zeichen haben (internationale Namen in ihrer „xn--“-Form gezählt).`,
  nameTooLong:
    'Der vollständige Name ist zu lang: höchstens 253 Zeichen mit der Domain (internationale Namen in ihrer „xn--“-Form gezählt).',
  invalidLabel: (label) =>
    `„${label}“ ist hier nicht gültig: Verwenden Sie Buchstaben, Ziffern und Bindestriche, ohne Bindestrich am Anfang oder Ende.`,
  reservedHyphens: (label) => `„${label}“ ist reserviert: Bindestriche an dritter und vierter Stelle sind nur in „xn--“-Namen erlaubt.`,
  invalidIdn: (label) => `„${label}“ ist kein gültiger internationaler Namensteil.`,
  wildcardPosition: 'Ein „*“ muss der ganze linke Teil des Namens sein, wie in * oder *.dev.',
  outsideZone: (zone) => `Dieser Name liegt außerhalb der Zone ${zone}. Geben Sie ihn relativ zur Zone an, oder @ für ${zone} selbst.`,
  apexNotAllowed: (type) =>
    type === 'CNAME'
      ? 'Ein CNAME kann nicht an der Zonenspitze (@) stehen, die immer andere Einträge hat. Verwenden Sie stattdessen einen ALIAS-Eintrag oder einen HTTPS-Eintrag im AliasMode.'
      : `Ein ${type}-Eintrag kann nicht an der Zonenspitze (@) stehen.`,
  wildcardNotAllowed: (type) => `Ein ${type}-Eintrag kann keinen Platzhalternamen (*) haben.`,
  nsAtApex: 'Die Nameserver der Domain selbst legen wir fest. NS-Einträge können hier nur eine Subdomain delegieren, etwa „office“.',
  srvOwner: 'Ein SRV-Name hat die Form _dienst._protokoll, zum Beispiel _sip._tcp oder _sip._tcp.office.',
  tlsaOwner: 'Ein TLSA-Name hat die Form _port._protokoll.host, zum Beispiel _443._tcp.www oder _25._tcp.mail.',
  smimeaOwner:
    'Ein SMIMEA-Name ist der 56-stellige Hashwert des Mail-Benutzernamens, gefolgt von ._smimecert, zum Beispiel 1a2b…._smimecert.',
  mailfwLocalPart:
    'Geben Sie den Teil vor dem @ ein: Buchstaben, Ziffern und - + . _ = &, höchstens 64 Zeichen, oder *, um alle Adressen weiterzuleiten.',
  hostInvalid: 'Geben Sie einen Hostnamen wie mail.example.com ein.',
  hostIsIp:
    'Geben Sie hier einen Hostnamen ein, keine IP-Adresse. Den Hostnamen verbinden Sie mit einem A- oder AAAA-Eintrag mit der Adresse.',
  hostNeedsDomain: 'Geben Sie den vollständigen Hostnamen mit Domain ein, zum Beispiel mail.example.com (oder @ für diese Zone).',
  hostUnderscore: 'Ein Hostname darf kein „_“ enthalten. Unterstriche sind nur in Eintragsnamen wie _dmarc erlaubt.',
  pointsToItself: 'Der Eintrag verweist auf seinen eigenen Namen (oder darunter) und würde daher nie aufgelöst.',
  ttlRange: (min, max) => `Die TTL muss eine ganze Zahl von Sekunden zwischen ${min} und ${max} (eine Woche) sein.`,
  textInvalid: 'Dieser Text darf keine Steuerzeichen oder Zeilenumbrüche enthalten.',
  textTooLong: (max) => `Dieser Text ist zu lang: höchstens ${max} Zeichen.`,
  untilBeforeFrom: 'Das Ende muss nach dem Beginn liegen.',
  dateInvalid: 'Geben Sie ein Datum mit Uhrzeit ein.',
  unknownParameter: (key) => `Dieser Eintragstyp hat kein Feld „${key}“.`,
  numberRange: (min, max) => `Geben Sie eine ganze Zahl von ${min} bis ${max} ein.`,
  numberChoice: (choices) => `Wählen Sie einen dieser Werte: ${choices.join(', ')}.`,
  booleanRequired: 'Wählen Sie Ja oder Nein.',
  ipv4Invalid: 'Geben Sie eine IPv4-Adresse wie 192.0.2.1 ein.',
  ipv4IsV6: 'Dies ist eine IPv6-Adresse: Verwenden Sie dafür einen AAAA-Eintrag.',
  ipv6Invalid: 'Geben Sie eine IPv6-Adresse wie 2001:db8::1 ein.',
  ipv6IsV4: 'Dies ist eine IPv4-Adresse: Verwenden Sie dafür einen A-Eintrag.',
  nullMxPriority: 'Ein Null-MX („.“, diese Domain empfängt keine E-Mails) muss die Priorität 0 haben.',
  txtEmpty: 'Geben Sie den Text des Eintrags ein.',
  caaFlags: 'Die Flags müssen 0 oder 128 sein (kritisch: Eine Zertifizierungsstelle, die das Tag nicht kennt, darf nicht ausstellen).',
  caaTag: 'Das Tag muss aus 1 bis 15 Buchstaben oder Ziffern bestehen, etwa issue, issuewild oder iodef.',
  caaIssueValue:
    'Geben Sie die Domain der Zertifizierungsstelle ein, etwa letsencrypt.org, optional gefolgt von „; schlüssel=wert“, oder „;“, um keiner Stelle die Ausstellung zu erlauben.',
  caaIodefValue: 'Geben Sie eine mailto:- oder https://-Adresse ein, an die Zertifizierungsstellen Berichte senden.',
  naptrFlags: 'Das Flag muss S, A, U, P oder leer sein.',
  naptrServices: 'Die Dienste dürfen Buchstaben, Ziffern und + : . - enthalten, zum Beispiel E2U+sip oder SIP+D2U.',
  naptrRegexp: 'Der reguläre Ausdruck muss die Form !muster!ersetzung! haben (dreimal dasselbe Trennzeichen, optional gefolgt von i).',
  naptrBoth:
    'Verwenden Sie einen regulären Ausdruck oder eine Ersetzung, nicht beides: Setzen Sie die Ersetzung auf „.“, wenn ein regulärer Ausdruck angegeben ist.',
  naptrNeither: 'Geben Sie einen regulären Ausdruck oder eine Ersetzungsdomain ein.',
  naptrUNeedsRegexp: 'Das Flag U braucht einen regulären Ausdruck, der die URI ergibt.',
  hexInvalid: 'Geben Sie Hexadezimalziffern (0-9, a-f) ein, eine gerade Anzahl.',
  hexLength: (expected, actual) => `Dieser Hashwert muss genau ${expected} Hexadezimalziffern haben, nicht ${actual}.`,
  svcbSyntax: (near) =>
    `Die Parameter sind bei „${near}“ nicht lesbar. Schreiben Sie sie als schlüssel=wert, getrennt durch Leerzeichen, zum Beispiel alpn=h2,h3 port=8443.`,
  svcbUnknownKey: (key) =>
    `„${key}“ ist kein bekannter Parameter. Verwenden Sie mandatory, alpn, no-default-alpn, port, ipv4hint, ech, ipv6hint oder keyNNNNN.`,
  svcbDuplicateKey: (key) => `Der Parameter ${key} ist mehrfach angegeben.`,
  svcbValueRequired: (key) => `Der Parameter ${key} braucht einen Wert.`,
  svcbNoValue: (key) => `Der Parameter ${key} hat keinen Wert.`,
  svcbMandatoryMissing: (key) => `${key} ist als mandatory aufgeführt, aber nicht angegeben.`,
  svcbMandatorySelf: 'mandatory kann sich nicht selbst aufführen.',
  svcbMandatoryDuplicate: (key) => `${key} ist in mandatory doppelt aufgeführt.`,
  svcbNoDefaultAlpnNeedsAlpn: 'no-default-alpn braucht zusätzlich einen alpn-Parameter.',
  svcbPort: 'Der Port muss eine ganze Zahl von 0 bis 65535 sein.',
  svcbAlpn: 'alpn braucht eine durch Kommas getrennte Liste von Protokollnamen, zum Beispiel h2,h3.',
  svcbIpHint: (key, value) => `„${value}“ ist keine gültige ${key === 'ipv4hint' ? 'IPv4' : 'IPv6'}-Adresse für ${key}.`,
  svcbEch: 'ech muss eine ECHConfigList in Base64 sein.',
  svcbAliasParams:
    'Priorität 0 (AliasMode) verweist nur auf einen anderen Namen und hat keine Parameter. Entfernen Sie diese oder wählen Sie eine Priorität ab 1.',
  urlInvalid: 'Geben Sie eine Webadresse wie https://www.example.com/seite ein.',
  urlScheme: 'Die Webadresse muss mit http:// oder https:// beginnen.',
  urlCredentials: 'Die Webadresse darf keinen Benutzernamen und kein Passwort enthalten.',
  urlLoop: 'Die Webadresse verweist auf diesen Namen zurück, Besucher würden im Kreis weitergeleitet.',
  emailInvalid: 'Geben Sie eine E-Mail-Adresse wie name@example.com ein.',
  mailfwLoop: 'Eine weitergeleitete Adresse kann nicht an sich selbst weiterleiten.',
  cnameShared:
    'Ein CNAME kann seinen Namen nicht mit anderen Einträgen teilen. Entfernen Sie die anderen Einträge dieses Namens oder wählen Sie einen anderen Namen.',
  sharedWithCname: 'Dieser Name hat einen CNAME, der seinen Namen nicht mit anderen Einträgen teilen kann.',
  oneCname: 'Ein Name kann nur einen CNAME-Eintrag haben.',
  oneDname: 'Ein Name kann nur einen DNAME-Eintrag haben.',
  oneAlias: 'Ein Name kann nur einen ALIAS-Eintrag haben.',
  aliasWithAddress:
    'Ein ALIAS-Eintrag wird als A- und AAAA-Einträge beantwortet, daher kann dieser Name keine eigenen A- oder AAAA-Einträge haben.',
  addressWithAlias: (type) =>
    `Dieser Name hat einen ALIAS-Eintrag, der als A- und AAAA-Einträge beantwortet wird, daher kann er keine eigenen ${type}-Einträge haben.`,
  targetIsCname: (target) => `${target} ist ein CNAME (ein Alias). Verweisen Sie stattdessen auf den Hostnamen, für den er steht.`,
  ttlMismatch: (type, ttl) => `Alle ${type}-Einträge eines Namens müssen dieselbe TTL haben; die anderen hier haben ${ttl}.`,
  urlClash:
    'Eine URL-Weiterleitung beantwortet diesen Namen mit unserem Weiterleitungsserver, daher kann er keine eigenen A-, AAAA-, CNAME- oder ALIAS-Einträge haben.',
  clashWithUrl: (type) => `Dieser Name hat eine URL-Weiterleitung, daher kann er keine eigenen ${type}-Einträge haben.`,
  oneUrl: 'Ein Name kann nur eine URL-Weiterleitung haben.',
  mailfwMxClash:
    'Die Mail-Weiterleitung setzt die MX-Einträge der Domain, daher kann die Domain keine eigenen MX-Einträge haben. Entfernen Sie zuerst die MX-Einträge.',
  mxMailfwClash:
    'Die Domain hat eine Mail-Weiterleitung, die ihre MX-Einträge setzt. Entfernen Sie die Mail-Weiterleitung, um eigene MX-Einträge zu setzen.',
  duplicate: 'Derselbe Eintrag existiert bereits.',
  nullMxNotAlone: 'Ein Null-MX („.“, diese Domain empfängt keine E-Mails) muss der einzige MX-Eintrag seines Namens sein.',
  hiddenByDname: (owner) => `Dieser Eintrag würde nie beantwortet: Der DNAME-Eintrag bei ${owner} leitet alle Namen darunter um.`,
  belowDelegation: (owner) =>
    `Dieser Eintrag würde nie beantwortet: ${owner} ist per NS-Einträgen an andere Nameserver delegiert (hier dürfen nur deren Adressen stehen).`,
  svcbMixedModes: 'Die Einträge eines Namens müssen alle im AliasMode (Priorität 0) oder alle im ServiceMode (Priorität ab 1) sein.',
  svcbOneAlias: 'Ein Name kann nur einen Eintrag im AliasMode (Priorität 0) haben.',
  caaForbidsCertificate: (issuer) =>
    `Die HTTPS-Weiterleitung braucht ein Zertifikat von ${issuer}, das die CAA-Einträge dieses Namens nicht erlauben. Fügen Sie einen CAA-issue-Eintrag für ${issuer} hinzu oder schalten Sie TLS aus.`,
  nsNeedsGlue: (target) =>
    `${target} liegt in der delegierten Subdomain und braucht daher hier einen A- oder AAAA-Eintrag (Glue), um gefunden zu werden.`,
};

const CATALOGUE: Record<RecordLanguage, RecordMessages> = { en, de };

export function recordMessages(language: RecordLanguage): RecordMessages {
  return CATALOGUE[language] ?? en;
}
