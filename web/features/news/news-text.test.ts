import { describe, expect, it } from 'vitest';
import { formatNewsDate, newsExcerpt, newsIdFromParam, newsParagraphs, pageFromSearch } from './news-text';

describe('news texts', () => {
  it('splits plain text into paragraphs at blank lines', () => {
    expect(newsParagraphs('One.\n\nTwo,\nstill two.\r\n\r\n  \n\nThree <b>not bold</b>.')).toEqual([
      'One.',
      'Two,\nstill two.',
      'Three <b>not bold</b>.',
    ]);
    expect(newsParagraphs('')).toEqual([]);
  });

  it('cuts an excerpt at a word', () => {
    expect(newsExcerpt('Short text.')).toBe('Short text.');
    expect(newsExcerpt('Some domain holders are currently receiving letters', 30)).toBe('Some domain holders are…');
  });

  it('formats the date in the UI language', () => {
    expect(formatNewsDate('2026-11-19T09:00:00.000Z', 'en', 'UTC')).toBe('November 19, 2026');
    expect(formatNewsDate('2026-11-19T09:00:00.000Z', 'de', 'UTC')).toBe('19. November 2026');
  });

  it('reads page numbers and ids from the address', () => {
    expect(pageFromSearch(null)).toBe(1);
    expect(pageFromSearch('3')).toBe(3);
    expect(pageFromSearch('0')).toBe(1);
    expect(pageFromSearch('x')).toBe(1);
    expect(newsIdFromParam('12')).toBe(12);
    expect(newsIdFromParam('012')).toBeNull();
    expect(newsIdFromParam('abc')).toBeNull();
    expect(newsIdFromParam('99999999999')).toBeNull();
    expect(newsIdFromParam(undefined)).toBeNull();
  });
});
