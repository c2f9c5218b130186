import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { renderWithApp } from '@web/test/render';
import { WhoisBox } from './whois-box';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

function setup() {
  renderWithApp(
    <>
      <WhoisBox />
      <LocationProbe />
    </>,
  );
  const input = screen.getByRole('searchbox', { name: 'Domain to look up' });
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Look up' }));
  return { input, submit, location: () => screen.getByTestId('location').textContent };
}

describe('WhoisBox', () => {
  it('is a search landmark named by its title', () => {
    setup();
    expect(screen.getByRole('search', { name: 'WHOIS lookup' })).toBeTruthy();
  });

  it('says "Invalid whois query!" for an empty or blank query and stays', () => {
    const { input, submit, location } = setup();
    submit();
    expect(screen.getByText('Invalid whois query!')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(input, { target: { value: '    ' } });
    expect(screen.queryByText('Invalid whois query!')).toBeNull();
    submit();
    expect(screen.getByText('Invalid whois query!')).toBeTruthy();
    expect(location()).toBe('/home');
  });

  it('says "Invalid whois query!" beyond 80 characters', () => {
    const { input, submit, location } = setup();
    fireEvent.change(input, { target: { value: `${'a'.repeat(77)}.com` } });
    submit();
    expect(screen.getByText('Invalid whois query!')).toBeTruthy();
    expect(location()).toBe('/home');
  });

  it('opens the WHOIS page of the trimmed domain', () => {
    const { input, submit, location } = setup();
    fireEvent.change(input, { target: { value: '  shop.com  ' } });
    submit();
    expect(screen.queryByText('Invalid whois query!')).toBeNull();
    expect(location()).toBe('/domain/whois/shop.com');
  });

  it('accepts exactly 80 characters', () => {
    const { input, submit, location } = setup();
    const domain = `${'a'.repeat(76)}.com`;
    fireEvent.change(input, { target: { value: domain } });
    submit();
    expect(location()).toBe(`/domain/whois/${domain}`);
  });
});
