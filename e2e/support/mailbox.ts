import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser, type AddressObject } from 'mailparser';
import { inject } from 'vitest';

/**
 * The shop's outgoing mail as the browser tests see it. The e2e server runs without SMTP_URL, so
 * it writes every e-mail as an .eml file into a fresh folder (global-setup provides `mailDir`).
 *
 * Usage:
 * ```ts
 * const since = Date.now();
 * // … the user does something that sends a mail …
 * const mail = await waitForMail('someone@example.com', { since });
 * await page.goto(baseUrl() + mail.linkPath!);
 * ```
 */

export interface ReceivedMail {
  /** Absolute path of the .eml file. */
  file: string;
  subject: string;
  /** The plain-text part. */
  text: string;
  /** The first http(s) link of the text, as the mail has it. */
  link: string | null;
  /**
   * Path, query and fragment of `link`. The e2e server listens on a port chosen at start, which
   * the links of its mails do not know, so open `baseUrl() + linkPath`.
   */
  linkPath: string | null;
}

export interface WaitForMailOptions {
  /** Only mails written at or after this time (ms since the epoch), e.g. `Date.now()` before the action. */
  since?: number;
  /** Only mails whose subject contains this text or matches this pattern. */
  subject?: string | RegExp;
  /** How long to wait; 10 s by default (mails are sent in the background, after the answer). */
  timeoutMs?: number;
}

export const mailDir = (): string => inject('mailDir');

function recipients(field: AddressObject | AddressObject[] | undefined): string[] {
  const list = field === undefined ? [] : Array.isArray(field) ? field : [field];
  return list.flatMap((entry) => entry.value.map((address) => (address.address ?? '').toLowerCase()));
}

async function mailFiles(since: number): Promise<{ file: string; time: number }[]> {
  let names: string[];
  try {
    names = await readdir(mailDir());
  } catch {
    // The folder appears with the first mail.
    return [];
  }
  const files = await Promise.all(
    names
      .filter((name) => name.endsWith('.eml'))
      .map(async (name) => {
        const file = path.join(mailDir(), name);
        return { file, time: (await stat(file)).mtimeMs };
      }),
  );
  // Newest first; the file names start with the ISO time, which breaks ties within a millisecond.
  return files.filter((entry) => entry.time >= since).sort((a, b) => b.time - a.time || b.file.localeCompare(a.file));
}

function matchesSubject(subject: string, wanted: string | RegExp | undefined): boolean {
  if (wanted === undefined) return true;
  return typeof wanted === 'string' ? subject.includes(wanted) : wanted.test(subject);
}

/**
 * Waits (polling every 100 ms) for the newest mail to `to` that fits the options, and returns it
 * parsed. Fails with the subjects of the mails that did arrive when none fits in time.
 */
export async function waitForMail(to: string, options: WaitForMailOptions = {}): Promise<ReceivedMail> {
  const address = to.toLowerCase();
  const deadline = Date.now() + (options.timeoutMs ?? 10_000);
  // File times come from the kernel's coarse clock, which may lag Date.now() by a few ms.
  const since = (options.since ?? 0) - 50;
  const seen: string[] = [];
  for (;;) {
    seen.length = 0;
    for (const { file } of await mailFiles(since)) {
      const parsed = await simpleParser(await readFile(file));
      const subject = parsed.subject ?? '';
      if (!recipients(parsed.to).includes(address)) continue;
      seen.push(subject);
      if (!matchesSubject(subject, options.subject)) continue;
      const text = parsed.text ?? '';
      const link = text.match(/https?:\/\/[^\s<>"]+/)?.[0] ?? null;
      const linkPath = link === null ? null : (({ pathname, search, hash }) => pathname + search + hash)(new URL(link));
      return { file, subject, text, link, linkPath };
    }
    if (Date.now() > deadline) {
      throw new Error(
        `no e-mail to ${to}${options.subject ? ` with subject ${String(options.subject)}` : ''} arrived in time; mails to this address: ${JSON.stringify(seen)}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
