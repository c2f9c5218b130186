import { describe, expect, it } from 'vitest';
import type { Ads } from '@common/api/news.contract';
import { systemBarEntries } from './system-bar-entries';

const texts = (value: string) => ({ en: value, de: value });

describe('systemBarEntries', () => {
  it('keeps a message and a news item of the same number apart, messages and news before countdowns', () => {
    const ads: Ads = {
      systembar: [
        {
          id: 5,
          source: 'ad',
          title: texts('Promotions'),
          text: texts('Now'),
          url: null,
          start: { date: '2026-11-01T00:00:00Z' },
          end: { date: '2027-01-01T00:00:00Z' },
        },
        {
          id: 5,
          source: 'news',
          title: texts('Mailboxes'),
          text: texts(''),
          url: '/news/5',
          start: { date: '2026-11-30T09:00:00Z' },
          end: null,
        },
      ],
      countdown: [
        {
          id: 5,
          source: 'ad',
          title: texts('.co'),
          text: texts(''),
          url: null,
          start: { date: '2026-11-20T00:00:00Z' },
          end: { date: '2026-12-20T00:00:00Z' },
        },
      ],
    };
    const entries = systemBarEntries(ads);
    expect(entries.map((entry) => entry.key)).toEqual(['systembar-ad-5', 'systembar-news-5', 'countdown-5']);
    expect(new Set(entries.map((entry) => entry.key)).size).toBe(3);
    expect(systemBarEntries(undefined)).toEqual([]);
  });
});
