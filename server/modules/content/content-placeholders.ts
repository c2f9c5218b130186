import type { Config } from '../../config';
import { escapeMarkdown } from './content-markdown';

type Operator = Config['operator'];

/**
 * The operator's details a page may name: `{{operator.name}}` and so on in the Markdown are
 * replaced with the configured values (shown literally, never as Markdown or HTML).
 */
export function operatorPlaceholders(operator: Operator): Record<string, string> {
  return {
    'operator.name': escapeMarkdown(operator.name),
    // One line each: two spaces and a line break make a Markdown hard break.
    'operator.address': operator.address.map(escapeMarkdown).join('  \n'),
    'operator.address_inline': escapeMarkdown(operator.address.join(', ')),
    'operator.representative': escapeMarkdown(operator.representative),
    'operator.register': escapeMarkdown(operator.register),
    'operator.vat_id': escapeMarkdown(operator.vatId),
    'operator.email': escapeMarkdown(operator.email),
    'operator.phone': escapeMarkdown(operator.phone),
    'operator.abuse_email': escapeMarkdown(operator.abuseEmail),
  };
}

export function fillPlaceholders(body: string, values: Record<string, string>): string {
  return body.replace(/\{\{\s*([a-z_.]+)\s*\}\}/g, (match, key: string) => values[key] ?? match);
}
