import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { MailContent } from './mail-templates';

export interface Mailer {
  send(to: string, content: MailContent): Promise<void>;
  close(): void;
}

/**
 * Delivers mail through SMTP when SMTP_URL is set; otherwise writes each message as an .eml file
 * into the mail folder and logs its path, so development needs no mail server
 * (docs/decisions/011-mail-delivery.md).
 */
export function createMailer(options: { smtpUrl: string | null; dir: string; from: string; log: Pick<FastifyBaseLogger, 'info'> }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(to, { subject, text, html, replyTo }) {
        await transport.sendMail({ from: options.from, to, subject, text, html, replyTo });
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(to, content) {
      const { subject, text, html, replyTo } = content;
      const info = await transport.sendMail({ from: options.from, to, subject, text, html, replyTo });
      await mkdir(options.dir, { recursive: true });
      const file = path.join(options.dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, info.message as Buffer);
      options.log.info({ to, subject: content.subject, file }, `e-mail written to ${file}`);
    },
    close: () => transport.close(),
  };
}
