import { createPublicKey } from 'node:crypto';
import type { Db } from '../../db/client';
import type { DnsMailHosting, MailHostingState } from '../dns-zone/dns-zone.service';
import type { MailSync } from './mail-sync';
import { mailHosting } from './mailbox.repository';

/** The public half of a DKIM key as the TXT record's p= value (base64 of the SubjectPublicKeyInfo). */
export function dkimPublicKey(privateKeyPem: string): string {
  return createPublicKey(privateKeyPem).export({ type: 'spki', format: 'der' }).toString('base64');
}

/**
 * What the DNS zones need to know of the mailboxes (decision 042): whether a domain hosts mail
 * (its zone then serves MX to `mxHost`, SPF, DKIM and DMARC, and refuses MX and MAILFW records),
 * and a way to publish the mail servers' data after a zone change (MAILFW forwards).
 */
export function createDnsMailHosting(deps: { db: Db; mxHost: string | null; mailSync: Pick<MailSync, 'publish'> }): DnsMailHosting {
  return {
    async hosting(domain: string): Promise<MailHostingState> {
      const { active, key } = await mailHosting(deps.db, domain);
      return {
        active,
        mxHost: deps.mxHost,
        dkim: key ? { selector: key.dkimSelector, publicKey: dkimPublicKey(key.dkimPrivateKey) } : null,
      };
    },
    changed() {
      void deps.mailSync.publish();
    },
  };
}
