import type { Mailbox } from '@common/api/vmail.contract';
import { toDisplayName } from '@common/domain/domain-name';
import { mailboxLevel } from '@common/mail/mailbox-levels';
import type { MailboxWithDetails } from './mailbox.repository';

/** A mailbox as the /vmail calls answer it; `usage` as the mail servers count it (null when not served). */
export function presentMailbox({ mailbox, addresses, appPasswords }: MailboxWithDetails, usage: Map<string, number> | null): Mailbox {
  const own = addresses.find((row) => row.kind === 'mailbox');
  const name = own?.localPart ?? '';
  const fqdn = toDisplayName(mailbox.domain);
  const address = own ? `${own.localPart}@${own.domain}` : '';
  const aliases = addresses.filter((row) => row.kind === 'alias');
  return {
    id: mailbox.id,
    name,
    level: mailbox.level === 2 ? 2 : 1,
    domain: mailbox.domain,
    fqdn,
    address: `${name}@${fqdn}`,
    alias: aliases.map((row) => ({
      alias: row.localPart,
      fqdn: toDisplayName(row.domain),
      address: `${row.localPart}@${toDisplayName(row.domain)}`,
    })),
    catch_all: aliases.some((row) => row.localPart === '*' && row.domain === mailbox.domain),
    quota_bytes: mailboxLevel(mailbox.level).quotaBytes,
    used_bytes: usage ? (usage.get(address) ?? 0) : null,
    expires_at: mailbox.expiresAt.toISOString(),
    status: mailbox.status,
    password_set: mailbox.passwordHash !== null,
    app_passwords: appPasswords.map((row) => ({ id: row.id, label: row.label, created_at: row.createdAt.toISOString() })),
  };
}
