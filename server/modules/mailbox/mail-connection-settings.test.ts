import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { dovecotConf, mailPaths, postfixMasterCf, type MailServerSettings } from '../../mail-servers/mail-config';
import { withBoundMailPorts } from '../../mail-servers/managed-mail-servers';
import { autoconfigXml, mobileconfigXml } from './mail-profiles';
import { mailConnectionSettings } from './mailbox.service';

/** What the customer is told must be what the servers do (decision 041, TLS). */
function serverSettings(imapPort: number, submissionPort: number): MailServerSettings {
  return {
    dir: '/srv/mail-servers',
    listen: '127.0.0.1',
    imapPort,
    smtpPort: 10025,
    submissionPort,
    hostname: 'mail.shop.example',
    smarthost: null,
    srsForwardPort: 10001,
    srsReversePort: 10002,
    messageSizeLimit: 1000,
    tls: { certFile: '/srv/tls/cert.pem', keyFile: '/srv/tls/key.pem' },
  };
}

function profiles(imapPort: number, submissionPort: number) {
  const settings = mailConnectionSettings({ hostname: 'mail.shop.example', imapPort, submissionPort });
  const input = { address: 'info@example.com', domain: 'example.com', displayName: 'Info', settings, provider: 'Shop' };
  return { settings, autoconfig: autoconfigXml(input), mobileconfig: mobileconfigXml({ ...input, identifierBase: 'example.shop' }) };
}

describe('the connection settings of the managed mail servers', () => {
  it('say STARTTLS on the default ports, never none, and the servers require it there', () => {
    const config = loadConfig({ NODE_ENV: 'test', MAIL_HOSTNAME: 'mail.shop.example' }, '/srv/shop');
    const { settings, autoconfig, mobileconfig } = profiles(config.mailServers.imapPort, config.mailServers.submissionPort);
    expect(settings).toEqual({
      imap: { host: 'mail.shop.example', port: 10143, security: 'starttls' },
      smtp: { host: 'mail.shop.example', port: 10587, security: 'starttls' },
    });
    expect(autoconfig.match(/<socketType>[^<]*<\/socketType>/g)).toEqual([
      '<socketType>STARTTLS</socketType>',
      '<socketType>STARTTLS</socketType>',
    ]);
    expect(mobileconfig).toMatch(/<key>IncomingMailServerUseSSL<\/key>\s*<true\/>/);
    expect(mobileconfig).toMatch(/<key>OutgoingMailServerUseSSL<\/key>\s*<true\/>/);

    const dovecot = dovecotConf(serverSettings(10143, 10587), mailPaths('/srv/mail-servers'));
    expect(dovecot).toMatch(/^ssl = required$/m);
    expect(dovecot).toMatch(/^disable_plaintext_auth = yes$/m);
    expect(dovecot).toMatch(/inet_listener imap \{\n {4}address = 127\.0\.0\.1\n {4}port = 10143\n {2}\}/);
    expect(dovecot).toMatch(/inet_listener imaps \{\n {4}port = 0\n {2}\}/);
    const master = postfixMasterCf(serverSettings(10143, 10587), mailPaths('/srv/mail-servers'));
    expect(master).toContain('-o smtpd_tls_security_level=encrypt\n  -o smtpd_tls_auth_only=yes');
    expect(master).not.toContain('wrappermode');
  });

  it('say SSL (implicit TLS) on 993 and 465, where the servers speak TLS from the first byte', () => {
    const { settings, autoconfig } = profiles(993, 465);
    expect(settings.imap.security).toBe('ssl');
    expect(settings.smtp.security).toBe('ssl');
    expect(autoconfig.match(/<socketType>[^<]*<\/socketType>/g)).toEqual(['<socketType>SSL</socketType>', '<socketType>SSL</socketType>']);
    const dovecot = dovecotConf(serverSettings(993, 465), mailPaths('/srv/mail-servers'));
    expect(dovecot).toMatch(/inet_listener imaps \{\n {4}address = 127\.0\.0\.1\n {4}port = 993\n {4}ssl = yes\n {2}\}/);
    expect(dovecot).toMatch(/inet_listener imap \{\n {4}port = 0\n {2}\}/);
    expect(postfixMasterCf(serverSettings(993, 465), mailPaths('/srv/mail-servers'))).toContain('-o smtpd_tls_wrappermode=yes');
    // 587 with STARTTLS, as most providers.
    expect(profiles(993, 587).settings.smtp.security).toBe('starttls');
  });

  it('take MAIL_TLS_CERT and MAIL_TLS_KEY together or not at all', () => {
    const base = { NODE_ENV: 'test' };
    expect(loadConfig(base, '/srv/shop').mailServers.tls).toBeNull();
    expect(
      loadConfig({ ...base, MAIL_TLS_CERT: 'tls/cert.pem', MAIL_TLS_KEY: '/etc/ssl/private/mail.key' }, '/srv/shop').mailServers.tls,
    ).toEqual({ certFile: '/srv/shop/tls/cert.pem', keyFile: '/etc/ssl/private/mail.key' });
    expect(() => loadConfig({ ...base, MAIL_TLS_CERT: 'tls/cert.pem' }, '/srv/shop')).toThrow(/MAIL_TLS_KEY: is needed with MAIL_TLS_CERT/);
  });
});

describe('the connection settings with ports of 0 (a free port picked at start)', () => {
  it('name the ports the servers are bound to, in the settings and the profiles', () => {
    const config = loadConfig({ NODE_ENV: 'test', IMAP_PORT: '0', SMTP_PORT: '0', SUBMISSION_PORT: '0' }, '/srv/shop');
    expect(config.mailServers.imapPort).toBe(0);
    const bound = withBoundMailPorts(config.mailServers, { imap: 41143, smtp: 41025, submission: 41587 });
    expect(bound).toMatchObject({ imapPort: 41143, smtpPort: 41025, submissionPort: 41587, hostname: config.mailServers.hostname });
    const settings = mailConnectionSettings(bound);
    expect(settings.imap.port).toBe(41143);
    expect(settings.smtp.port).toBe(41587);
    const input = { address: 'info@example.com', domain: 'example.com', displayName: 'Info', settings, provider: 'Shop' };
    expect(autoconfigXml(input).match(/<port>[^<]*<\/port>/g)).toEqual(['<port>41143</port>', '<port>41587</port>']);
    const mobileconfig = mobileconfigXml({ ...input, identifierBase: 'example.shop' });
    expect(mobileconfig).toMatch(/<key>IncomingMailServerPortNumber<\/key>\s*<integer>41143<\/integer>/);
    expect(mobileconfig).toMatch(/<key>OutgoingMailServerPortNumber<\/key>\s*<integer>41587<\/integer>/);
    // When the servers do not run, the configured values stay.
    expect(withBoundMailPorts(config.mailServers, null)).toBe(config.mailServers);
  });
});
