import { z } from 'zod';
import { sessionParamsSchema } from './session.contract';

export const whoisParamsSchema = z.object({ domain: z.string().min(1).max(400) });
export const whoisQuerySchema = sessionParamsSchema;

/** The registration data a visitor sees, redacted as WHOIS and RDAP are. */
export interface WhoisRecord {
  registrar: string;
  registrar_url: string;
  registrar_iana_id: number | null;
  abuse_email: string;
  abuse_phone: string;
  created: string;
  updated: string;
  expires: string;
  statuses: string[];
  nameservers: string[];
  dnssec: boolean;
  registrant: { organization: string | null; state_or_province: string | null; country: string; redacted: string[] } | null;
}

export interface WhoisAnswer {
  domain: string;
  domain_utf8: string;
  status: 'registered' | 'available' | 'reserved' | 'unsupported';
  record: WhoisRecord | null;
  /** The same answer as the port-43 server gives. */
  text: string;
}
