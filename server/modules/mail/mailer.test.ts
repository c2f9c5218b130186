import { describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { createMailer } from './mailer';
import { renderMail } from './mail-templates';

describe('mailer without SMTP_URL', () => {
  it('writes each mail as an .eml file into the mail folder and logs its path', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'mail-'));
    const logged: unknown[] = [];
    try {
      const dir = path.join(folder, 'mail');
      const mailer = createMailer({
        smtpUrl: null,
        dir,
        from: 'Shop <noreply@shop.example>',
        log: { info: (...args: unknown[]) => logged.push(args) } as never,
      });
      await mailer.send(
        'kunde@example.org',
        renderMail('de', { kind: 'recover-password', link: 'https://shop.example/user/recover?token=abc' }, 'Domain Shop'),
      );
      const files = readdirSync(dir);
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/\.eml$/);
      const parsed = await simpleParser(readFileSync(path.join(dir, files[0])));
      expect(parsed.subject).toBe('Ihr Passwort bei Domain Shop zurücksetzen');
      expect(parsed.text).toContain('https://shop.example/user/recover?token=abc');
      expect(parsed.html).toContain('href="https://shop.example/user/recover?token=abc"');
      expect(JSON.stringify(logged)).toContain(files[0]);
      mailer.close();
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
