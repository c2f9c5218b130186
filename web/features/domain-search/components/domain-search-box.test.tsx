import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { mockApi, renderWithApp } from '@web/test/render';
import { DomainSearchBox } from './domain-search-box';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

const location = () => screen.getByTestId('location').textContent;
const input = () => screen.getByRole('searchbox', { name: /Domain name/ });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Register domain' }));

const languages = (withDefault: boolean) => [
  { label: 'French', value: 'fr', defaultLanguage: false },
  { label: 'German', value: 'de', defaultLanguage: withDefault },
];

function setup(options: { defaultLanguage?: boolean } = {}) {
  const api = mockApi((path) =>
    path === '/config/idn-languages'
      ? { success: true, result: languages(options.defaultLanguage ?? true) }
      : { success: false, errors: [{ code: 1040, message: 'no' }] },
  );
  vi.stubGlobal('fetch', api.fetchMock);
  renderWithApp(
    <>
      <DomainSearchBox />
      <LocationProbe />
    </>,
  );
  return api;
}

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('DomainSearchBox', () => {
  it('searches the trimmed term and keeps it for the next visit', () => {
    setup();
    fireEvent.change(input(), { target: { value: '  shop.com ' } });
    submit();
    expect(location()).toBe('/domain/search/shop.com');
    expect(input()).toHaveProperty('value', 'shop.com');
    expect(window.localStorage.getItem('domain-search.last-term')).toBe('shop.com');
  });

  it('runs the search with Enter', () => {
    setup();
    fireEvent.change(input(), { target: { value: 'my-name' } });
    fireEvent.submit(input().closest('form')!);
    expect(location()).toBe('/domain/search/my-name');
  });

  it('opens the search page without a term for an empty or blank term', () => {
    setup();
    fireEvent.change(input(), { target: { value: '   ' } });
    submit();
    expect(location()).toBe('/domain/search');
  });

  it('pre-fills the last term searched for', () => {
    window.localStorage.setItem('domain-search.last-term', 'hotel.de');
    setup();
    expect(input()).toHaveProperty('value', 'hotel.de');
  });

  it('says "Max 80 characters" beyond 80 characters and does not search', () => {
    setup();
    fireEvent.change(input(), { target: { value: 'a'.repeat(80) } });
    expect(screen.queryByText('Max 80 characters')).toBeNull();
    fireEvent.change(input(), { target: { value: 'a'.repeat(81) } });
    expect(screen.getByText('Max 80 characters')).toBeTruthy();
    expect(input().getAttribute('aria-invalid')).toBe('true');
    submit();
    expect(location()).toBe('/home');
  });

  it('asks for the IDN language of a name with an umlaut, with the default language chosen', async () => {
    const api = setup();
    fireEvent.change(input(), { target: { value: ' müller.de ' } });
    submit();
    expect(location()).toBe('/home');
    const dialog = await screen.findByRole('dialog', { name: 'Language of the domain name' }, { timeout: 3000 });
    expect(dialog.textContent).toContain('müller.de');
    const select = await screen.findByRole('combobox', { name: 'Language' });
    await waitFor(() => expect(select).toHaveProperty('value', 'de'));
    expect(api.calls.find((call) => call.path === '/config/idn-languages')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continue search' }));
    expect(location()).toBe('/domain/search/m%C3%BCller.de?language=de');
  });

  it('keeps the proceed button disabled until a language is chosen, and has a labelled close icon', async () => {
    setup({ defaultLanguage: false });
    fireEvent.change(input(), { target: { value: 'xn--mller-kva' } });
    submit();
    const select = await screen.findByRole('combobox', { name: 'Language' }, { timeout: 3000 });
    const proceed = screen.getByRole('button', { name: 'Continue search' });
    expect(proceed).toHaveProperty('disabled', true);
    fireEvent.change(select, { target: { value: 'fr' } });
    expect(proceed).toHaveProperty('disabled', false);
    fireEvent.click(screen.getByRole('button', { name: 'Close language selection' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(location()).toBe('/home');
  });

  it('gives the focus back to the search box when the language picker closes with Escape, the first time and again', async () => {
    setup();
    for (const round of [1, 2]) {
      input().focus();
      fireEvent.change(input(), { target: { value: 'bücher' } });
      fireEvent.submit(input().closest('form')!);
      const dialog = await screen.findByRole('dialog', { name: 'Language of the domain name' }, { timeout: 3000 });
      await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
      fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(document.activeElement, `round ${round}`).toBe(input()));
    }
  });
});
