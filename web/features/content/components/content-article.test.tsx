import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasContentElement } from '@web/lib/localization-reload';
import { mockApi, renderWithApp } from '@web/test/render';
import { AbuseReportForm } from './abuse-report-form';
import { ContentArticle } from './content-article';

const terms = {
  slug: 'terms',
  language: 'en',
  title: 'General terms and conditions',
  html: '<h2>1. Contract</h2>\n<p>See the <a href="/cms/faq">FAQ</a>.</p>',
  version: 3,
  updated_at: '2026-03-03T10:00:00.000Z',
  legal: true,
};

describe('ContentArticle', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a skeleton, then the title, the last-changed date of a legal page and the body', async () => {
    vi.stubGlobal(
      'fetch',
      mockApi((path) => (path === '/content/page/terms' ? { success: true, result: terms } : { success: false })).fetchMock,
    );
    renderWithApp(<ContentArticle slug="terms" />);
    expect(screen.getByRole('status', { name: 'Loading the page' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'General terms and conditions' })).toBeTruthy();
    expect(screen.getByText('Last changed on', { exact: false }).textContent).toBe('Last changed on 3 March 2026');
    expect(screen.getByRole('heading', { level: 2, name: '1. Contract' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'FAQ' }).getAttribute('href')).toBe('/cms/faq');
  });

  it('marks its body as a content element, so that a language change reloads the page (spec §4)', async () => {
    vi.stubGlobal(
      'fetch',
      mockApi((path) => (path === '/content/page/terms' ? { success: true, result: terms } : { success: false })).fetchMock,
    );
    renderWithApp(<ContentArticle slug="terms" />);
    expect(hasContentElement()).toBe(false);
    await screen.findByRole('heading', { level: 2, name: '1. Contract' });
    expect(hasContentElement()).toBe(true);
  });

  it('shows no date on other pages, and a section title with its anchor', async () => {
    vi.stubGlobal(
      'fetch',
      mockApi(() => ({ success: true, result: { ...terms, slug: 'privacy', title: 'Privacy policy', legal: false } })).fetchMock,
    );
    renderWithApp(<ContentArticle slug="privacy" section="privacy" />);
    const heading = await screen.findByRole('heading', { level: 2, name: 'Privacy policy' });
    expect(heading.id).toBe('privacy-title');
    expect(screen.queryByText('Last changed on', { exact: false })).toBeNull();
  });

  it('shows the catalogue message with a retry when the page cannot be loaded, and loads it again', async () => {
    let fail = true;
    vi.stubGlobal(
      'fetch',
      mockApi(() => (fail ? { success: false, httpStatus: 500, errors: [] } : { success: true, result: terms })).fetchMock,
    );
    renderWithApp(<ContentArticle slug="terms" />);
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toContain('The page could not be loaded');
    expect(alert.textContent).toContain('Ooops, something went wrong, please try again later.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'General terms and conditions' })).toBeTruthy();
  });
});

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
}

describe('AbuseReportForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('names each missing or wrong field and sends nothing, then sends the report and shows its reference', async () => {
    const api = mockApi((path) =>
      path === '/content/abuse-report' ? { success: true, result: { reference: 'AB-20261126-ABC123' } } : { success: false },
    );
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithApp(<AbuseReportForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(screen.getAllByText('Please fill in this field.')).toHaveLength(4);
    fill('Your name', 'Max');
    fill('Your e-mail address', 'max@');
    fill('Domain concerned', 'phish-bank.com');
    fill('What did you observe?', 'too short');
    expect(screen.getByText('Please enter a valid e-mail address.')).toBeTruthy();
    expect(screen.getByText('Please describe what you observed in at least 20 characters.')).toBeTruthy();
    expect(api.calls.filter((call) => call.path === '/content/abuse-report')).toHaveLength(0);
    fill('Your e-mail address', 'max@example.org');
    fill('What did you observe?', '  A copy of my bank login page.  ');
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    const confirmation = await screen.findByRole('status');
    expect(confirmation.textContent).toContain('Your report AB-20261126-ABC123 has reached our abuse team');
    await waitFor(() => expect(document.activeElement).toBe(confirmation));
    expect(api.calls.find((call) => call.path === '/content/abuse-report')?.body).toMatchObject({
      name: 'Max',
      email: 'max@example.org',
      domain: 'phish-bank.com',
      kind: 'phishing',
      evidence_url: '',
      message: 'A copy of my bank login page.',
    });
  });

  it('says how long to wait when the server refuses for too many reports', async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ success: false, result: null, errors: [{ code: 1429, message: 'Too many requests' }] }), {
          status: 429,
          headers: { 'Content-Type': 'application/json', 'Retry-After': '1800' },
        }),
    );
    renderWithApp(<AbuseReportForm />);
    fill('Your name', 'Max');
    fill('Your e-mail address', 'max@example.org');
    fill('Domain concerned', 'phish-bank.com');
    fill('What did you observe?', 'A copy of my bank login page asking for cards.');
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Too many requests. Please wait a moment and try again. The next try is possible in 30 minutes.',
      ),
    );
  });
});
