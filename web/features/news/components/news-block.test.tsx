import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp } from '@web/test/render';
import { NewsBlock } from './news-block';
import { NewsText } from './news-text';

function answer(result: unknown, success = true) {
  vi.stubGlobal(
    'fetch',
    mockApi((path) =>
      path === '/news/list' ? (success ? { success: true, result } : { success: false, httpStatus: 500, errors: [] }) : { success: false },
    ).fetchMock,
  );
}

describe('NewsBlock', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows title and date of the latest news and a link to all news', async () => {
    answer({
      items: [{ id: 7, title: 'Beware of fake invoices', text: 'Text', date: { date: '2026-11-19T09:00:00.000Z' }, highlight: true }],
      total: 1,
      page: 1,
      per_page: 4,
    });
    renderWithApp(<NewsBlock />);
    expect((await screen.findByRole('link', { name: 'Beware of fake invoices' })).getAttribute('href')).toBe('/news/7');
    expect(screen.getByText('Important')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All news' }).getAttribute('href')).toBe('/news');
    expect(screen.getByRole('heading', { name: 'News' })).toBeTruthy();
  });

  it('says when there is no news, and shows the default error text on a failure', async () => {
    answer({ items: [], total: 0, page: 1, per_page: 4 });
    const { unmount } = renderWithApp(<NewsBlock />);
    expect(await screen.findByText('There is no news at the moment.')).toBeTruthy();
    unmount();
    answer(null, false);
    renderWithApp(<NewsBlock />);
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toBe(
      'Ooops, something went wrong, please try again later.',
    );
  });
});

describe('NewsText', () => {
  it('renders markup in a news text as text, in paragraphs', () => {
    const { container } = renderWithApp(<NewsText text={'<script>alert(1)</script>\n\n<b>bold?</b>'} />);
    expect(container.querySelectorAll('p')).toHaveLength(2);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(screen.getByText('<b>bold?</b>')).toBeTruthy();
  });
});
