import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithApp } from '@web/test/render';
import { ScrollToTop } from './scroll-to-top';

function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('ScrollToTop', () => {
  afterEach(() => {
    scrollWindowTo(0);
    vi.restoreAllMocks();
  });

  it('appears beyond 300 px of scroll and scrolls back to the top', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderWithApp(<ScrollToTop />);
    scrollWindowTo(300);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).toBeNull();

    scrollWindowTo(301);
    fireEvent.click(await screen.findByRole('button', { name: 'Scroll to top' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });

    scrollWindowTo(0);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Scroll to top' })).toBeNull());
  });
});
