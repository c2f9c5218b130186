import type { Language } from '@common/i18n/languages';
import type { Config } from '../../config';
import { escapeHtml, type MailContent } from './mail-templates';
import { mailMessages } from './mail-messages';
import type { Mailer } from './mailer';

type Operator = Pick<Config['operator'], 'name' | 'address' | 'representative' | 'register' | 'vatId'>;

/**
 * The legal sender of every mail (decision 063): the shop's name is the brand the customer knows,
 * the operator (OPERATOR_NAME, its address, representative, register and VAT ID) is who sends it,
 * as a business letter must say.
 */
export function operatorFooter(language: Language, operator: Operator, shopName: string): string[] {
  const address = [operator.name, ...operator.address].join(', ');
  const words = mailMessages(language).operatorFooter;
  return [words.operatedBy(shopName, address), words.details(operator)];
}

/** The mail with the operator's footer under the signature, in the mail's language. */
export function withOperatorFooter(content: MailContent, operator: Operator, shopName: string): MailContent {
  const lines = operatorFooter(content.language, operator, shopName);
  const text = `${content.text.replace(/\n*$/, '\n')}\n${lines.join('\n')}\n`;
  const footer = `<p style="margin:24px 0 0;font-size:12px;color:#666">${lines.map(escapeHtml).join('<br>')}</p>`;
  const end = content.html.lastIndexOf('</body>');
  const html = end < 0 ? `${content.html}\n${footer}` : `${content.html.slice(0, end)}${footer}\n${content.html.slice(end)}`;
  return { ...content, text, html };
}

/** A mailer that puts the operator's footer under every mail it sends (all the shop's mails pass through one). */
export function operatorFooterMailer(mailer: Mailer, operator: Operator, shopName: string): Mailer {
  return {
    send: (to, content) => mailer.send(to, withOperatorFooter(content, operator, shopName)),
    close: () => mailer.close(),
  };
}
