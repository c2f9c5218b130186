import { Component, useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { snackbar } from '@web/lib/app-snackbar';
import { renderWithApp } from '@web/test/render';
import { lazyPart } from './lazy-part';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** Opens the part with a button, as the header's triggers do. */
function Trigger({ part }: { part: ReturnType<typeof lazyPart<{ name: string }>> }) {
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setWanted(true)} onFocus={part.preload}>
        Open
      </button>
      {wanted && <part.Part name="Ada" onFailed={() => setWanted(false)} />}
    </>
  );
}

class PageBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  state: { error: Error | null } = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    return this.state.error ? <p>Page error: {this.state.error.message}</p> : this.props.children;
  }
}

const chunkFailure = () => new TypeError('Failed to fetch dynamically imported module: /assets/part.js');

describe('lazyPart', () => {
  afterEach(() => vi.restoreAllMocks());

  it('loads once, on preload or on first render', async () => {
    const load = vi.fn(async () => Greeting);
    renderWithApp(<Trigger part={lazyPart(load)} />);
    expect(load).not.toHaveBeenCalled();
    fireEvent.focus(screen.getByRole('button', { name: 'Open' }));
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByText('Hello Ada')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reports a chunk that cannot be loaded, closes, and loads anew on the next attempt', async () => {
    const error = vi.spyOn(snackbar, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi.fn<() => Promise<typeof Greeting>>().mockRejectedValueOnce(chunkFailure()).mockResolvedValue(Greeting);
    renderWithApp(
      <PageBoundary>
        <Trigger part={lazyPart(load)} />
      </PageBoundary>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        'Perhaps the connection was interrupted or a new version of the shop is available. Reloading usually helps.',
      ),
    );
    expect(screen.queryByText(/Page error/)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByText('Hello Ada')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('leaves other errors to the page', async () => {
    const error = vi.spyOn(snackbar, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error('a bug');
    };
    renderWithApp(
      <PageBoundary>
        <Trigger part={lazyPart(async () => Broken)} />
      </PageBoundary>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByText('Page error: a bug')).toBeTruthy();
    expect(error).not.toHaveBeenCalled();
  });
});
