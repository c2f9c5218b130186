import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSnackbar, type SnackbarDisplay, type SnackbarMessage } from './snackbar';

function fakeDisplay() {
  const shown: Array<SnackbarMessage & { id: string; close: () => void }> = [];
  const hidden: string[] = [];
  const display: SnackbarDisplay = {
    show(message, onClosed) {
      const id = `n${shown.length + 1}`;
      shown.push({ ...message, id, close: onClosed });
      return id;
    },
    hide(id) {
      hidden.push(id);
    },
  };
  return { display, shown, hidden };
}

describe('snackbar', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps errors open and closes success messages after 3000 ms by default', () => {
    const { display, shown } = fakeDisplay();
    const snackbar = createSnackbar(display);
    snackbar.error('broken');
    expect(shown[0]).toMatchObject({ kind: 'error', message: 'broken', autoClose: false });
    shown[0].close();
    snackbar.success('saved');
    expect(shown[1]).toMatchObject({ kind: 'success', autoClose: 3000 });
    shown[1].close();
    snackbar.info('note', 8000);
    expect(shown[2]).toMatchObject({ kind: 'info', autoClose: 8000 });
  });

  it('replaces a visible message after 500 ms', () => {
    const { display, shown, hidden } = fakeDisplay();
    const snackbar = createSnackbar(display);
    snackbar.success('first');
    snackbar.error('second');
    expect(hidden).toEqual(['n1']);
    expect(shown).toHaveLength(1);
    vi.advanceTimersByTime(499);
    expect(shown).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(shown[1]).toMatchObject({ message: 'second' });
  });

  it('shows only the newest of messages that arrive while waiting', () => {
    const { display, shown } = fakeDisplay();
    const snackbar = createSnackbar(display);
    snackbar.success('first');
    snackbar.success('second');
    snackbar.success('third');
    vi.advanceTimersByTime(500);
    expect(shown.map((entry) => entry.message)).toEqual(['first', 'third']);
  });

  it('shows a message at once when the previous one has closed', () => {
    const { display, shown } = fakeDisplay();
    const snackbar = createSnackbar(display);
    snackbar.success('first');
    shown[0].close();
    snackbar.success('second');
    expect(shown).toHaveLength(2);
  });

  it('closeError closes an error, shown or about to be, and leaves other messages alone', () => {
    const { display, shown, hidden } = fakeDisplay();
    const snackbar = createSnackbar(display);
    snackbar.success('saved');
    snackbar.closeError();
    expect(hidden).toEqual([]);
    snackbar.error('broken');
    expect(hidden).toEqual(['n1']);
    snackbar.closeError();
    vi.advanceTimersByTime(500);
    expect(shown.map((message) => message.message)).toEqual(['saved']);
    snackbar.error('broken again');
    expect(shown[1]).toMatchObject({ kind: 'error', message: 'broken again' });
    snackbar.closeError();
    expect(hidden).toEqual(['n1', 'n2']);
  });
});
