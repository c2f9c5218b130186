import { z } from 'zod';
import { sessionParamsSchema } from './session.contract';

export const whoisParamsSchema = z.object({ domain: z.string().min(1).max(400) });
export const whoisQuerySchema = sessionParamsSchema;

/** The registration data a visitor sees, redacted as WHOIS and RDAP are. */
export const whoisRecordSchema = z.object({
  registrar: z.string(),
  registrar_url: z.string(),
  registrar_iana_id: z.number().int().nullable(),
  abuse_email: z.string(),
  abuse_phone: z.string(),
  created: z.string(),
  updated: z.string(),
  expires: z.string(),
  statuses: z.array(z.string()),
  nameservers: z.array(z.string()),
  dnssec: z.boolean(),
  registrant: z
    .object({
      organization: z.string().nullable(),
      state_or_province: z.string().nullable(),
      country: z.string(),
      redacted: z.array(z.string()),
    })
    .nullable(),
});
export type WhoisRecord = z.infer<typeof whoisRecordSchema>;

/** `GET /whois/{domain}`. */
export const whoisAnswerSchema = z.object({
  domain: z.string(),
  domain_utf8: z.string(),
  status: z.enum(['registered', 'available', 'reserved', 'unsupported']),
  record: whoisRecordSchema.nullable(),
  /** The same answer as the port-43 server gives. */
  text: z.string(),
});
export type WhoisAnswer = z.infer<typeof whoisAnswerSchema>;
