import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route, Routes, useLocation } from 'react-router';
import { renderWithApp } from '@web/test/render';
import { TldSearchForm } from './tld-search-form';

function Where() {
  const location = useLocation();
  return <output>{location.pathname}</output>;
}

describe('TldSearchForm', () => {
  it('searches the typed name under the TLD', () => {
    renderWithApp(
      <Routes>
        <Route path="/domain/find/:tld" element={<TldSearchForm tld="com" tldUtf8="com" />} />
        <Route path="*" element={<Where />} />
      </Routes>,
      { path: '/domain/find/com' },
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Find your .com domain' }), { target: { value: 'my-shop' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('status').textContent).toBe('/domain/search/my-shop.com');
  });
});
