import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('runs on PGlite with defaults when nothing is set', () => {
    const config = loadConfig({}, '/srv/shop');
    expect(config.database).toEqual({ kind: 'pglite', dataDir: '/srv/shop/data/pglite' });
    expect(config.port).toBe(3000);
    expect(config.seedDemoData).toBe(true);
  });

  it('runs on PostgreSQL when DATABASE_URL is set', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://shop@db/shop' }).database).toEqual({ kind: 'postgres', url: 'postgres://shop@db/shop' });
  });

  it('names every bad variable in one error', () => {
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', COOKIE_SECURE: 'perhaps' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as ConfigError).message;
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL: must start with postgres://');
      expect(message).toContain('COOKIE_SECURE');
    }
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).database.kind).toBe('pglite');
  });

  it('requires SECRET_KEY in production and reads the mail settings', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SECRET_KEY: is required in production/);
    expect(() => loadConfig({ SECRET_KEY: 'short' })).toThrow(/SECRET_KEY: must be at least 32 characters/);
    const config = loadConfig(
      { NODE_ENV: 'production', SECRET_KEY: 'k'.repeat(32), SMTP_URL: 'smtp://mail.example:587', PUBLIC_URL: 'https://shop.example/' },
      '/srv/shop',
    );
    expect(config.mail).toEqual({
      smtpUrl: 'smtp://mail.example:587',
      dir: '/srv/shop/data/mail',
      from: 'Domain Shop <noreply@localhost>',
    });
    expect(config.linkBaseUrl).toBe('https://shop.example');
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example' })).toThrow(/SMTP_URL/);
  });

  it('reads the default nameservers: 2 to 13 host names', () => {
    expect(loadConfig({}).defaultNameservers).toEqual(['ns1.domain-shop.example', 'ns2.domain-shop.example']);
    expect(loadConfig({ DEFAULT_NAMESERVERS: ' NS1.Example.net , ns2.example.net ' }).defaultNameservers).toEqual([
      'ns1.example.net',
      'ns2.example.net',
    ]);
    expect(() => loadConfig({ DEFAULT_NAMESERVERS: 'ns1.example.net' })).toThrow(/DEFAULT_NAMESERVERS: needs at least 2 host names/);
    expect(() => loadConfig({ DEFAULT_NAMESERVERS: 'ns1.example.net,not a host' })).toThrow(
      /DEFAULT_NAMESERVERS.*each must be a host name/,
    );
  });

  it('runs its own PowerDNS by default on 5300, its API on 8081, delegating to the default nameservers', () => {
    expect(loadConfig({}, '/srv/shop').dns).toEqual({
      server: 'managed',
      nameservers: ['ns1.domain-shop.example', 'ns2.domain-shop.example'],
      managed: { dir: '/srv/shop/data/powerdns', dnsPort: 5300, apiPort: 8081 },
      external: null,
      edgeAddresses: { v4: ['127.0.0.1'], v6: [] },
      mailRelayHosts: [],
    });
    expect(
      loadConfig({ PDNS_DNS_PORT: '0', PDNS_API_PORT: '0', SHOP_NAMESERVERS: 'NS1.Shop.example., ns2.shop.example' }).dns,
    ).toMatchObject({
      nameservers: ['ns1.shop.example', 'ns2.shop.example'],
      managed: { dnsPort: 0, apiPort: 0 },
    });
    expect(loadConfig({ DNS_SERVER: 'off' }).dns.server).toBe('off');
  });

  it('the forwarding edge: its port (8088, or off) and the public addresses URL records and parked names answer with; the mail relay of MAILFW', () => {
    expect(loadConfig({}).forwardingEdge).toEqual({ port: 8088 });
    expect(loadConfig({ FORWARDING_EDGE_PORT: 'off' }).forwardingEdge).toBeNull();
    expect(
      loadConfig({ FORWARDING_EDGE_ADDRESSES: '203.0.113.80, 2001:DB8::80', MAIL_RELAY_HOSTS: 'MX1.shop.example.,mx2.shop.example' }).dns,
    ).toMatchObject({
      edgeAddresses: { v4: ['203.0.113.80'], v6: ['2001:db8::80'] },
      mailRelayHosts: ['mx1.shop.example', 'mx2.shop.example'],
    });
    expect(() => loadConfig({ FORWARDING_EDGE_ADDRESSES: 'edge.example' })).toThrow(/FORWARDING_EDGE_ADDRESSES/);
    expect(() => loadConfig({ MAIL_RELAY_HOSTS: 'not a host' })).toThrow(/MAIL_RELAY_HOSTS/);
  });

  it('uses an external PowerDNS only with its API URL and key', () => {
    expect(
      loadConfig({ DNS_SERVER: 'external', PDNS_API_URL: 'http://pdns.internal:8081', PDNS_API_KEY: 'secret-key-1' }).dns,
    ).toMatchObject({
      server: 'external',
      external: { apiUrl: 'http://pdns.internal:8081', apiKey: 'secret-key-1' },
    });
    expect(() => loadConfig({ DNS_SERVER: 'external' })).toThrow(
      /PDNS_API_URL: is required when DNS_SERVER is external[\s\S]*PDNS_API_KEY: is required/,
    );
    expect(() => loadConfig({ DNS_SERVER: 'bind', PDNS_DNS_PORT: '70000', SHOP_NAMESERVERS: 'not a host' })).toThrow(
      /DNS_SERVER[\s\S]*PDNS_DNS_PORT[\s\S]*SHOP_NAMESERVERS.*each must be a host name/,
    );
  });

  it("reads the VIES endpoint, the requester VAT ID and the timeout, defaulting to the real service and the shop's VAT ID", () => {
    expect(loadConfig({}).vies).toEqual({
      url: 'https://ec.europa.eu/taxation_customs/vies/rest-api/check-vat-number',
      requesterVatId: 'DE123456789',
      timeoutMs: 8_000,
    });
    expect(
      loadConfig({ VIES_URL: 'http://127.0.0.1:8123/check-vat-number', VIES_REQUESTER_VAT_ID: 'ATU12345678', VIES_TIMEOUT_MS: '500' }).vies,
    ).toEqual({ url: 'http://127.0.0.1:8123/check-vat-number', requesterVatId: 'ATU12345678', timeoutMs: 500 });
    expect(() => loadConfig({ VIES_URL: 'not a url', VIES_REQUESTER_VAT_ID: '123', VIES_TIMEOUT_MS: '0' })).toThrow(
      /VIES_URL[\s\S]*VIES_REQUESTER_VAT_ID: must be a VAT ID[\s\S]*VIES_TIMEOUT_MS/,
    );
  });

  it("reads the operator's country and VAT ID for invoices and the VAT rules, and refuses a VAT ID of another country", () => {
    expect(loadConfig({}).operator).toMatchObject({ country: 'DE', vatId: 'DE123456789' });
    expect(loadConfig({ OPERATOR_COUNTRY: 'at', OPERATOR_VAT_ID: 'atu 1234 5678' }).operator).toMatchObject({
      country: 'AT',
      vatId: 'ATU12345678',
    });
    expect(() => loadConfig({ OPERATOR_COUNTRY: 'US' })).toThrow(/OPERATOR_COUNTRY: must be the ISO code of an EU member state/);
    expect(() => loadConfig({ OPERATOR_COUNTRY: 'AT' })).toThrow(/OPERATOR_VAT_ID: must be a VAT ID of OPERATOR_COUNTRY \(AT\)/);
  });

  it('reads how many registrations one IP address may make an hour', () => {
    expect(loadConfig({}).registrationsPerIpPerHour).toBe(10);
    expect(loadConfig({ REGISTRATIONS_PER_IP_PER_HOUR: '200' }).registrationsPerIpPerHour).toBe(200);
    expect(() => loadConfig({ REGISTRATIONS_PER_IP_PER_HOUR: '0' })).toThrow(/REGISTRATIONS_PER_IP_PER_HOUR/);
    expect(loadConfig({})).toMatchObject({ requestTimeoutMs: 30_000, connectionsPerIp: 256 });
    expect(loadConfig({ REQUEST_TIMEOUT_MS: '5000', CONNECTIONS_PER_IP: '0' })).toMatchObject({
      requestTimeoutMs: 5000,
      connectionsPerIp: 0,
    });
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '10' })).toThrow(/REQUEST_TIMEOUT_MS/);
  });

  it("reads the sandbox registry's test-only create delay and refuses it in production", () => {
    expect(loadConfig({}).sandboxCreateDelayMs).toBe(0);
    expect(loadConfig({ SANDBOX_CREATE_DELAY_MS: '60000' }).sandboxCreateDelayMs).toBe(60_000);
    expect(() => loadConfig({ SANDBOX_CREATE_DELAY_MS: '-1' })).toThrow(/SANDBOX_CREATE_DELAY_MS/);
    expect(() => loadConfig({ NODE_ENV: 'production', SECRET_KEY: 'k'.repeat(32), SANDBOX_CREATE_DELAY_MS: '1000' })).toThrow(
      /SANDBOX_CREATE_DELAY_MS: must be 0 in production/,
    );
  });

  it("reads the shop's name, which also names the default sender, and refuses a name that is not one line", () => {
    expect(loadConfig({}).shopName).toBe('Domain Shop');
    expect(loadConfig({}).mail.from).toBe('Domain Shop <noreply@localhost>');
    const named = loadConfig({ SHOP_NAME: '  Beispiel Domains  ' });
    expect(named.shopName).toBe('Beispiel Domains');
    expect(named.mail.from).toBe('Beispiel Domains <noreply@localhost>');
    expect(loadConfig({ SHOP_NAME: 'Müller, Domains & Co.' }).mail.from).toBe('"Müller, Domains & Co." <noreply@localhost>');
    expect(loadConfig({ SHOP_NAME: 'Beispiel', MAIL_FROM: 'Shop <shop@beispiel.test>' }).mail.from).toBe('Shop <shop@beispiel.test>');
    expect(() => loadConfig({ SHOP_NAME: 'Two\nlines' })).toThrow(/SHOP_NAME: must be one line without control characters or < >/);
    expect(() => loadConfig({ SHOP_NAME: '<b>Shop</b>' })).toThrow(/SHOP_NAME: must be one line/);
    expect(() => loadConfig({ SHOP_NAME: 'x'.repeat(101) })).toThrow(/SHOP_NAME/);
  });

  it('reads the bank account of transfers, in electronic form, defaulting to the sandbox account', () => {
    expect(loadConfig({}).bank).toEqual({ iban: 'DE02120300000000202051', bic: 'BYLADEM1001', name: 'Deutsche Kreditbank Berlin' });
    const configured = loadConfig({ BANK_IBAN: 'at61 1904 3002 3457 3201', BANK_BIC: 'bkaa atww', BANK_NAME: ' Beispielbank Wien ' });
    expect(configured.bank).toEqual({ iban: 'AT611904300234573201', bic: 'BKAAATWW', name: 'Beispielbank Wien' });
  });

  it('refuses to start with a malformed IBAN or BIC, saying what is wrong with each', () => {
    // One character mistyped: the check digits no longer match.
    expect(() => loadConfig({ BANK_IBAN: 'DE02120300000000202052' })).toThrow(
      /BANK_IBAN: has wrong check digits \(characters 3–4\): a character is mistyped/,
    );
    expect(() => loadConfig({ BANK_IBAN: 'DE0212030000000020205' })).toThrow(/BANK_IBAN: has 21 characters, but an IBAN of DE has 22/);
    expect(() => loadConfig({ BANK_IBAN: 'XX02120300000000202051' })).toThrow(/BANK_IBAN: must start with the country code/);
    expect(() => loadConfig({ BANK_BIC: 'BYLADEM' })).toThrow(/BANK_BIC: must be a BIC of 8 or 11 letters and digits/);
    expect(() => loadConfig({ BANK_BIC: 'BYLAXXM1001' })).toThrow(/BANK_BIC: has no known country code at characters 5–6 \(found "XX"\)/);
    expect(() => loadConfig({ BANK_NAME: 'Bank\nZwei' })).toThrow(/BANK_NAME: must be one line/);
    // Every problem at once, as with the other variables.
    try {
      loadConfig({ BANK_IBAN: 'DE02 1203 0000 0000 2020 52', BANK_BIC: 'nope' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems).toEqual([expect.stringMatching(/^BANK_IBAN: /), expect.stringMatching(/^BANK_BIC: /)]);
    }
  });
});
