import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi, renderWithApp } from '@web/test/render';
import { snackbar } from '@web/lib/app-snackbar';
import { profileKeys } from '../profile-keys';
import { clientSession, testProfile } from '../test-profile';
import { TwoFactorPanel } from './two-factor-panel';

vi.mock('@web/lib/app-snackbar', () => ({ snackbar: { success: vi.fn(), error: vi.fn(), info: vi.fn(), close: vi.fn() } }));

const QR_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><script>alert(1)</script><rect width="10" height="10"/></svg>';
const SETUP = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DP',
  otpauth_url: 'otpauth://totp/Shop:anna%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DP',
  qr_svg: QR_SVG,
};
const CODES = Array.from({ length: 10 }, (_, index) => `ABCDE-${String(10000 + index)}`);

function password(value: string, scope: Pick<typeof screen, 'getByLabelText'> = screen) {
  fireEvent.change(scope.getByLabelText('Current password', { selector: 'input' }), { target: { value } });
}

/** The form that holds a button (two forms show while two-factor login is on). */
const formOf = (buttonName: string) => within(screen.getByRole('button', { name: buttonName }).closest('form')!);

describe('TwoFactorPanel', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('turns two-factor login on: password, QR code and secret, a code, then the recovery codes once', async () => {
    const { fetchMock, calls } = mockApi((path, body) => {
      if (path === '/user/2fa/setup')
        return body?.password === 'the-password'
          ? { success: true, result: SETUP }
          : {
              success: false,
              httpStatus: 401,
              errors: [{ code: 2115, field: 'password', message: 'The current password is not correct.' }],
            };
      if (path === '/user/2fa/enable')
        return body?.code === '123456'
          ? { success: true, result: { recovery_codes: CODES } }
          : {
              success: false,
              httpStatus: 400,
              errors: [{ code: 2111, message: 'The code is not correct. Please enter the current code of your authenticator app.' }],
            };
      return { success: true, result: testProfile({ two_factor: true }) };
    });
    vi.stubGlobal('fetch', fetchMock);
    const { queryClient } = renderWithApp(<TwoFactorPanel profile={testProfile()} />, { session: clientSession() });
    queryClient.setQueryData(profileKeys.general, testProfile());
    expect(screen.getByText('Off')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Turn on two-factor login' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Current password', { selector: 'input' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter your current password.')).toBeTruthy();
    password('wrong');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('The current password is not correct.')).toBeTruthy();
    password('the-password');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

    // The QR code is an image from a data: URL: its SVG (and any script in it) never becomes part of the page.
    const qr = await screen.findByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr.getAttribute('src')).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(QR_SVG)}`);
    expect(document.querySelector('script')).toBeNull();
    expect((screen.getByLabelText('Secret key') as HTMLInputElement).value).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP');
    expect(document.activeElement?.textContent).toMatch(/^Scan this QR code/);

    const code = screen.getByLabelText('Code from the app');
    fireEvent.change(code, { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('Please enter the six digits your app shows.')).toBeTruthy();
    fireEvent.change(code, { target: { value: '654 321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('The code is not correct. Please enter the current code of your authenticator app.')).toBeTruthy();
    fireEvent.change(code, { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));

    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(document.activeElement?.textContent).toContain('These codes are shown only this once.');
    expect([...list.querySelectorAll('li')].map((item) => item.textContent)).toEqual(CODES);
    expect(screen.getByRole('alert').textContent).toContain('These codes are shown only this once.');
    expect(screen.getByText('On')).toBeTruthy();
    expect(snackbar.success).toHaveBeenCalledWith('Two-factor login is on.');
    expect(calls.filter((call) => call.method === 'POST').map((call) => [call.path, call.body?.password ?? call.body?.code])).toEqual([
      ['/user/2fa/setup', 'wrong'],
      ['/user/2fa/setup', 'the-password'],
      ['/user/2fa/enable', '654321'],
      ['/user/2fa/enable', '123456'],
    ]);

    // Done only after the user says the codes are stored; then the profile is read again.
    expect(queryClient.getQueryState(profileKeys.general)?.isInvalidated).toBe(false);
    const done = screen.getByRole('button', { name: 'Done' });
    expect(done.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByLabelText('I have stored my recovery codes'));
    fireEvent.click(done);
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Recovery codes' })).toBeNull());
    expect(queryClient.getQueryState(profileKeys.general)?.isInvalidated).toBe(true);
  });

  it('copies the recovery codes and offers them as a text file', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const { fetchMock } = mockApi((path) =>
      path === '/user/2fa/setup' ? { success: true, result: SETUP } : { success: true, result: { recovery_codes: CODES } },
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<TwoFactorPanel profile={testProfile()} />, { session: clientSession() });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on two-factor login' }));
    password('the-password');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.change(await screen.findByLabelText('Code from the app'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Copy codes' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(CODES.join('\n')));
    expect(snackbar.success).toHaveBeenCalledWith('The recovery codes were copied.');

    // Download: a text file with a heading and the ten codes.
    const blobs: Blob[] = [];
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => (blobs.push(blob as Blob), 'blob:codes'));
    const revokeObjectURL = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Download as a text file' }));
    expect(clicked.map((link) => [link.download, link.getAttribute('href')])).toEqual([['recovery-codes.txt', 'blob:codes']]);
    expect(await blobs[0].text()).toBe(`Recovery codes for two-factor login (each can be used once)\n\n${CODES.join('\n')}\n`);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:codes');
    for (const spy of [createObjectURL, revokeObjectURL, click]) spy.mockRestore();
  });

  it('turns two-factor login off with the password and a code', async () => {
    const { fetchMock, calls } = mockApi(() => ({ success: true, result: { two_factor: false } }));
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<TwoFactorPanel profile={testProfile({ two_factor: true })} />, { session: clientSession() });
    expect(screen.getByText('On')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Turn off two-factor login' }));
    expect(await screen.findByText('Please enter a code from your app or a recovery code.')).toBeTruthy();
    password('the-password', formOf('Turn off two-factor login'));
    fireEvent.change(screen.getByLabelText('Code from the app or recovery code'), { target: { value: 'ABCDE-10000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn off two-factor login' }));
    await waitFor(() => expect(snackbar.success).toHaveBeenCalledWith('Two-factor login is off.'));
    expect(calls[0]).toMatchObject({ path: '/user/2fa/disable', body: { password: 'the-password', code: 'ABCDE-10000' } });
  });

  it('creates new recovery codes with the password and an app code, and shows them once', async () => {
    const { fetchMock, calls } = mockApi((path, body) => {
      if (path === '/user/2fa/recovery-codes')
        return body?.code === '123456'
          ? { success: true, result: { recovery_codes: CODES } }
          : {
              success: false,
              httpStatus: 401,
              errors: [
                { code: 2111, field: 'code', message: 'The code is not correct. Please enter the current code of your authenticator app.' },
              ],
            };
      return { success: true, result: testProfile({ two_factor: true }) };
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<TwoFactorPanel profile={testProfile({ two_factor: true })} />, { session: clientSession() });
    const form = formOf('Create new recovery codes');
    fireEvent.change(form.getByLabelText('Code from the app', { exact: false, selector: 'input' }), { target: { value: 'ABCDE-10000' } });
    password('the-password', form);
    fireEvent.click(form.getByRole('button', { name: 'Create new recovery codes' }));
    // A recovery code is not an app code: refused before any call.
    expect(await form.findByText('Please enter the six digits your app shows.')).toBeTruthy();
    expect(calls).toHaveLength(0);
    fireEvent.change(form.getByLabelText('Code from the app', { exact: false, selector: 'input' }), { target: { value: '654 321' } });
    fireEvent.click(form.getByRole('button', { name: 'Create new recovery codes' }));
    expect(await form.findByText('The code is not correct. Please enter the current code of your authenticator app.')).toBeTruthy();
    fireEvent.change(form.getByLabelText('Code from the app', { exact: false, selector: 'input' }), { target: { value: '123456' } });
    fireEvent.click(form.getByRole('button', { name: 'Create new recovery codes' }));
    expect(await screen.findByText('Store your recovery codes now')).toBeTruthy();
    expect(screen.getByText(CODES[9])).toBeTruthy();
    expect(calls.at(-1)).toMatchObject({ path: '/user/2fa/recovery-codes', body: { password: 'the-password', code: '123456' } });
  });
});
