import { describe, expect, it } from 'vitest';
import de from './i18n/de.json';
import { userAgentText } from './user-agent-text';

const texts = de.profile.userAgent;
const t = (key: string, options: Record<string, unknown> = {}) =>
  texts[key.replace('profile.userAgent.', '') as keyof typeof texts].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options[name]));

describe('userAgentText', () => {
  it('puts the server English words into the UI language and keeps the names', () => {
    expect(userAgentText('Firefox 128 on Linux', t)).toBe('Firefox 128 auf Linux');
    expect(userAgentText('Other browser on iOS', t)).toBe('Anderer Browser auf iOS');
    expect(userAgentText('curl 8', t)).toBe('curl 8');
    expect(userAgentText('Unknown', t)).toBe('Unbekannter Browser');
  });
});
