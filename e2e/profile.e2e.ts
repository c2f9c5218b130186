import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, expectAccessible, expectKeyboardReachable, launchBrowser, newVisitor, PHONE, screenshot } from './support/browser';
import { waitForMail } from './support/mailbox';
import { api } from './support/api';

/*
 * The profile in German, as one customer goes through it: a fresh account (the demo user stays
 * untouched for the other suites), each tab changed and read back after a reload. The tests of
 * this file build on each other in order: name, billing address, password, sessions, two-factor
 * login on and off, security events, e-mail change.
 */

let browser: Browser;
let context: BrowserContext;
let page: Page;

const FIRST_PASSWORD = 'Quiet-Meadow-Compass-2026';
const NEW_PASSWORD = 'Amber-Falcon-Riverbank-77';
const login = `e2e-profile-${Date.now()}@example.org`;
let password = FIRST_PASSWORD;
let secret = '';
let recoveryCodes: string[] = [];

/** A call to the shop API in a page's session, as the web app makes it. */
const path = () => new URL(page.url()).pathname;
const heading = () => page.locator('h1').first().textContent();
const snackbar = (text: string) => page.getByText(text, { exact: true });
/** The profile's section links; the open one is the current page. */
const currentSection = () => page.getByRole('navigation', { name: 'Bereiche des Profils' }).locator('a[aria-current="page"]');

/** Works a switch or checkbox with the keyboard, as a keyboard user would (Space). */
async function press(control: Locator, key: 'Enter' | 'Space' = 'Space'): Promise<void> {
  await control.focus();
  await page.keyboard.press(key);
}

async function logIn(user: string, secretWord: string): Promise<void> {
  await page.goto(`${baseUrl()}/user/login`);
  await page.getByLabel('E-Mail-Adresse').fill(user);
  await page.getByLabel('Passwort', { exact: true }).fill(secretWord);
  await page.getByRole('main').getByRole('button', { name: 'Anmelden', exact: true }).click();
}

async function logOut(): Promise<void> {
  await page.goto(`${baseUrl()}/user/logout`);
  await expect.poll(path).toBe('/home');
}

async function openTab(tab: string, name: string): Promise<void> {
  await page.goto(`${baseUrl()}/user/profile/${tab}`);
  await expect.poll(heading).toBe('Profil');
  await expect.poll(() => currentSection().textContent()).toBe(name);
}

/** The TOTP code of a time step from now (the server refuses a step it has seen before). */
const totp = (stepsAhead = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });

beforeAll(async () => {
  browser = await launchBrowser();
  // A fresh customer, registered through the API in a browser of its own.
  const registration = await newVisitor(browser);
  await registration.page.goto(`${baseUrl()}/home`, { waitUntil: 'networkidle' });
  await api(registration.page, '/user/register', { login, password, accept_terms: true });
  await registration.context.close();

  ({ context, page } = await newVisitor(browser));
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('the profile, in German', () => {
  it('switches the shop to German and logs in', async () => {
    await page.goto(`${baseUrl()}/home`);
    await page
      .getByRole('button', { name: /^Settings/ })
      .first()
      .click();
    await page.getByLabel('Language').selectOption({ label: 'Deutsch' });
    await page.getByRole('button', { name: 'Change' }).click();
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('de');
    // The cookie notice would cover the lower half of the forms.
    await page.getByRole('button', { name: 'Akzeptieren' }).click();
    await logIn(login, password);
    await expect.poll(path).not.toBe('/user/login');
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
  });

  it('changes display name and newsletter, keeps them after a reload, and lists the unconfirmed contact address', async () => {
    await page.goto(`${baseUrl()}/user/profile`);
    await expect.poll(heading).toBe('Profil');
    await expect.poll(() => currentSection().textContent()).toBe('Allgemein');
    await expect.poll(() => page.getByText(login, { exact: true }).count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText('Nicht bestätigt', { exact: true }).count()).toBe(1);

    // The account's own contact address awaits confirmation like any contact's (spec §3).
    const notice = page.getByRole('region', { name: '1 Kontakt-E-Mail-Adresse wartet auf Bestätigung' });
    await expect.poll(() => notice.count()).toBe(1);
    expect(await notice.getByText(/^bis \d{2}\.\d{2}\.\d{4}$/).count()).toBe(1);
    const since = Date.now();
    await notice.getByRole('button', { name: `Link erneut senden an ${login}` }).click();
    await expect.poll(() => snackbar(`Wir haben den Bestätigungslink erneut an ${login} gesendet.`).count()).toBe(1);
    expect((await waitForMail(login, { since })).linkPath).toMatch(/^\/user\/verify-email\?token=/);

    await expectAccessible(page);
    await expectKeyboardReachable(page);
    await screenshot(page, 'profile-general-de-desktop');

    await page.getByLabel('Anzeigename').fill('Anna Beispiel');
    // A click, after a snackbar: the snackbar's containers must not cover the page.
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect.poll(() => snackbar('Ihr Anzeigename wurde gespeichert.').count()).toBe(1);
    const newsletter = page.getByRole('switch', { name: 'Newsletter' });
    expect(await newsletter.isChecked()).toBe(false);
    await press(newsletter, 'Space');
    await expect.poll(() => snackbar('Sie erhalten den Newsletter.').count()).toBe(1);

    await page.reload();
    await expect.poll(() => page.getByLabel('Anzeigename').inputValue()).toBe('Anna Beispiel');
    expect(await page.getByRole('switch', { name: 'Newsletter' }).isChecked()).toBe(true);
    expect(await page.getByRole('switch', { name: 'Neue Domains automatisch verlängern' }).isChecked()).toBe(true);
  });

  it('saves a business billing address with VAT ID, moves the session to its country, and shows it after a reload', async () => {
    await openTab('billing', 'Rechnungsadresse');
    await expect.poll(() => page.getByText('Sie haben noch keine Rechnungsadresse angegeben.').count()).toBe(1);
    const country = page.getByLabel('Land', { exact: true });
    await expect.poll(() => country.count()).toBe(1);
    await expectAccessible(page);

    // Wrong input is refused here, in German, before anything is sent.
    await page.getByLabel('Telefon').fill('0043 1 5550100');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect
      .poll(() => page.getByText('Bitte schreiben Sie die Nummer als +Ländervorwahl.Nummer, z. B. +49.301234567.').count())
      .toBe(1);
    expect(await page.getByText('Bitte füllen Sie dieses Feld aus.').count()).toBe(4);

    await page.getByLabel('Name', { exact: true }).fill('Anna Beispiel');
    await page.getByLabel('Firma (optional)').fill('Beispiel GmbH');
    await page.getByLabel('Straße und Hausnummer').fill('Ringstraße 1');
    await page.getByLabel('Postleitzahl').fill('1010');
    await page.getByLabel('Ort', { exact: true }).fill('Wien');
    await country.selectOption('AT');
    await page.getByLabel('Telefon').fill('+43.15550100');
    await page.getByLabel('Ich bin Geschäftskunde').check();
    await page.getByLabel('USt-IdNr.').fill('DE123456789');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect.poll(() => page.getByText('Diese USt-IdNr. passt nicht zum Format des Landes, zum Beispiel ATU12345678.').count()).toBe(1);
    await page.getByLabel('USt-IdNr.').fill('ATU 1234 5678');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect
      .poll(() =>
        snackbar(
          'Ihre Rechnungsadresse wurde gespeichert. Preise, Umsatzsteuer und Warenkorb richten sich jetzt nach dem neuen Land.',
        ).count(),
      )
      .toBe(1);
    await expectAccessible(page);

    // VIES (the local double) confirmed the VAT ID, and the form says so.
    await expect
      .poll(() =>
        page
          .getByText(/^VIES hat diese USt-IdNr\. bestätigt: Sie zahlen keine Umsatzsteuer \(Reverse Charge\)\. Konsultationsnummer WAPI/)
          .count(),
      )
      .toBe(1);
    // The session follows the billing country: an Austrian business with a VAT ID that VIES
    // confirmed buys without VAT from a German seller (reverse charge).
    const status = await (await page.request.get(`${baseUrl()}/api/v1/user/status`)).json();
    expect(status.result.localization).toMatchObject({ country: 'AT', vat_rate: 0, business_customer: true, language: 'de' });
    // The billing address decides the home country (decision 069): the settings show it fixed and say why.
    await page
      .getByRole('button', { name: /^Einstellungen/ })
      .first()
      .click();
    const homeCountry = page.getByRole('combobox', { name: 'Heimatland' });
    await expect.poll(() => homeCountry.isDisabled(), { timeout: 10_000 }).toBe(true);
    expect(await homeCountry.inputValue()).toBe('AT');
    expect(await page.getByText('Ihr Heimatland ist das Land Ihrer Rechnungsadresse', { exact: false }).count()).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => homeCountry.count(), { timeout: 5_000 }).toBe(0);

    await page.reload();
    await expect.poll(() => page.getByLabel('Name', { exact: true }).inputValue()).toBe('Anna Beispiel');
    expect(await page.getByLabel('Firma (optional)').inputValue()).toBe('Beispiel GmbH');
    expect(await page.getByLabel('Ort', { exact: true }).inputValue()).toBe('Wien');
    await expect.poll(() => page.getByLabel('Land', { exact: true }).inputValue()).toBe('AT');
    expect(await page.getByLabel('Telefon').inputValue()).toBe('+43.15550100');
    expect(await page.getByLabel('Ich bin Geschäftskunde').isChecked()).toBe(true);
    expect(await page.getByLabel('USt-IdNr.').inputValue()).toBe('ATU12345678');
  });

  it('changes the password; the new one logs in, the old one no longer does', async () => {
    await openTab('security', 'Passwort und Anmeldung');
    await expectAccessible(page);
    await expectKeyboardReachable(page);
    await page.getByLabel('Aktuelles Passwort', { exact: true }).fill('not-my-password');
    await page.getByLabel('Neues Passwort', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Neues Passwort wiederholen', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Passwort ändern' }).click();
    await expect.poll(() => page.getByText('Das aktuelle Passwort ist nicht korrekt.', { exact: false }).count()).toBe(1);

    await page.getByLabel('Aktuelles Passwort', { exact: true }).fill(password);
    await page.getByLabel('Neues Passwort', { exact: true }).fill('passwort123');
    await page.getByLabel('Neues Passwort wiederholen', { exact: true }).fill('passwort123');
    await page.getByRole('button', { name: 'Passwort ändern' }).click();
    // The policy is the server's; its refusal shows at the new password.
    await expect
      .poll(() =>
        page.getByText('Dieses Passwort steht in Listen gestohlener oder gängiger Passwörter. Bitte wählen Sie ein anderes.').count(),
      )
      .toBe(1);

    await page.getByLabel('Neues Passwort', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Neues Passwort wiederholen', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Passwort ändern' }).click();
    await expect.poll(() => snackbar('Ihr Passwort wurde geändert. Ihre anderen Sitzungen wurden abgemeldet.').count()).toBe(1);
    password = NEW_PASSWORD;

    await logOut();
    await logIn(login, FIRST_PASSWORD);
    await expect.poll(() => page.getByText('Login oder Passwort ist nicht korrekt.').count()).toBeGreaterThan(0);
    await logIn(login, password);
    await expect.poll(path).not.toBe('/user/login');
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
  });

  it('lists the sessions with this device marked and ends the others after a confirmation', async () => {
    // A second browser logs in to the same account.
    const other = await newVisitor(browser);
    await other.page.goto(`${baseUrl()}/home`, { waitUntil: 'networkidle' });
    await api(other.page, '/user/login', { login, password });

    await openTab('sessions', 'Sitzungen');
    const rows = page.getByRole('table', { name: 'Offene Sitzungen Ihres Kontos' }).locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.first().getByText('Dieses Gerät').count()).toBe(1);
    expect(await rows.nth(1).getByText('Dieses Gerät').count()).toBe(0);
    expect(await rows.first().textContent()).toMatch(/Chrome \d+ auf Linux.*127\.0\.0\.0\/24.*\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}/);
    await expectAccessible(page);
    await screenshot(page, 'profile-sessions-de-desktop');

    await page.getByRole('button', { name: 'Alle anderen Sitzungen beenden' }).click();
    const dialog = page.getByRole('dialog', { name: 'Alle anderen Sitzungen beenden?' });
    // Checked once it has faded in: half-transparent text would fail the contrast check.
    await expect.poll(() => dialog.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Andere Sitzungen beenden' }).click();
    await expect.poll(() => snackbar('1 andere Sitzung wurde beendet.').count()).toBe(1);
    await expect.poll(() => rows.count()).toBe(1);
    expect(await page.getByText('Sie sind nur auf diesem Gerät angemeldet.').count()).toBe(1);

    const otherStatus = await (await other.page.request.get(`${baseUrl()}/api/v1/user/status`)).json();
    expect(otherStatus.result.authenticated).toBe(false);
    await other.context.close();
  });

  it('turns on two-factor login on the profile, shows the recovery codes once, and asks for a code at the next login', async () => {
    await openTab('security', 'Passwort und Anmeldung');
    await page.getByRole('button', { name: 'Zwei-Faktor-Anmeldung einschalten' }).click();
    const section = page.getByRole('region', { name: 'Zwei-Faktor-Anmeldung' });
    await section.getByLabel('Aktuelles Passwort', { exact: true }).fill(password);
    await section.getByRole('button', { name: 'Weiter' }).click();

    const qr = section.getByRole('img', { name: 'QR-Code für Ihre Authenticator-App' });
    await expect.poll(() => qr.count()).toBe(1);
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,/);
    expect(await qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    secret = (await section.getByLabel('Geheimer Schlüssel').inputValue()).replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await expectAccessible(page);

    await section.getByLabel('Code aus der App').fill('000000');
    await section.getByRole('button', { name: 'Einschalten' }).click();
    await expect.poll(() => section.getByText('Der Code ist nicht korrekt.', { exact: false }).count()).toBe(1);
    await section.getByLabel('Code aus der App').fill(await totp());
    await section.getByRole('button', { name: 'Einschalten' }).click();

    const list = section.getByRole('list', { name: 'Wiederherstellungscodes' });
    await expect.poll(() => list.locator('li').count()).toBe(10);
    recoveryCodes = await list.locator('li').allTextContents();
    expect(recoveryCodes.every((code) => /^[0-9A-Z]{5}-[0-9A-Z]{5}$/.test(code))).toBe(true);
    expect(await section.getByText('Diese Codes werden nur dieses eine Mal gezeigt.', { exact: false }).count()).toBe(1);
    expect(await section.getByText('An', { exact: true }).count()).toBe(1);
    await expectAccessible(page);
    await expectKeyboardReachable(page);
    await screenshot(page, 'profile-recovery-codes-de-desktop');

    const done = section.getByRole('button', { name: 'Fertig' });
    expect(await done.isDisabled()).toBe(true);
    await press(section.getByLabel('Ich habe meine Wiederherstellungscodes gespeichert'), 'Space');
    await done.click();
    await expect.poll(() => list.count()).toBe(0);
    // Shown once: after a reload the codes are gone, and the form to turn it off is there.
    await page.reload();
    await expect.poll(() => section.getByRole('button', { name: 'Zwei-Faktor-Anmeldung ausschalten' }).count()).toBe(1);
    expect(await page.getByText(recoveryCodes[0]).count()).toBe(0);
    await expectAccessible(page);

    await logOut();
    await logIn(login, password);
    await expect.poll(() => page.getByLabel('Sechsstelliger Code').count()).toBe(1);
    // The step of the enabling code is used up; the next one is accepted for clock drift.
    await page.getByLabel('Sechsstelliger Code').fill(await totp(1));
    await page.getByRole('button', { name: 'Code bestätigen' }).click();
    await expect.poll(path).not.toBe('/user/login');
    await openTab('security', 'Passwort und Anmeldung');
    await expect.poll(() => page.getByRole('region', { name: 'Zwei-Faktor-Anmeldung' }).getByText('An', { exact: true }).count()).toBe(1);
  });

  it('turns two-factor login off with the password and a recovery code', async () => {
    await openTab('security', 'Passwort und Anmeldung');
    const section = page.getByRole('region', { name: 'Zwei-Faktor-Anmeldung' });
    const turnOff = section.getByRole('button', { name: 'Zwei-Faktor-Anmeldung ausschalten' });
    await expect.poll(() => turnOff.count()).toBe(1);
    // Beside it, the form for new recovery codes asks for a password too.
    expect(await section.getByRole('button', { name: 'Neue Wiederherstellungscodes erstellen' }).count()).toBe(1);
    const form = section.locator('form').filter({ has: page.getByRole('button', { name: 'Zwei-Faktor-Anmeldung ausschalten' }) });
    await form.getByLabel('Aktuelles Passwort', { exact: true }).fill(password);
    await section.getByLabel('Code aus der App oder Wiederherstellungscode').fill('AAAAA-BBBBB');
    await turnOff.click();
    await expect.poll(() => section.getByText('Der Code ist nicht korrekt.', { exact: false }).count()).toBe(1);
    await section.getByLabel('Code aus der App oder Wiederherstellungscode').fill(recoveryCodes[1].toLowerCase());
    await turnOff.click();
    await expect.poll(() => snackbar('Die Zwei-Faktor-Anmeldung ist ausgeschaltet.').count()).toBe(1);
    await expect.poll(() => section.getByText('Aus', { exact: true }).count()).toBe(1);
    await page.reload();
    await expect.poll(() => page.getByRole('button', { name: 'Zwei-Faktor-Anmeldung einschalten' }).count()).toBe(1);
  });

  it('shows the security events with readable German names and dates', async () => {
    await openTab('events', 'Sicherheitsereignisse');
    const table = page.getByRole('table', { name: 'Letzte Sicherheitsereignisse' });
    await expect.poll(() => table.count()).toBe(1);
    const events = await table.locator('tbody tr td:first-child').allTextContents();
    expect(events[0]).toBe('Zwei-Faktor-Anmeldung ausgeschaltet');
    for (const name of [
      'Zwei-Faktor-Anmeldung ausgeschaltet',
      'Falscher Zwei-Faktor-Code',
      'Zwei-Faktor-Anmeldung eingeschaltet',
      'Andere Sitzungen beendet',
      'Passwort geändert',
      'Fehlgeschlagene Anmeldung',
      'Anmeldung',
    ]) {
      expect(events).toContain(name);
    }
    expect(await table.locator('tbody tr').first().locator('td').nth(1).textContent()).toMatch(/^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/);
    await expectAccessible(page);
    await screenshot(page, 'profile-events-de-desktop');
  });

  it('changes the login address: pending until the mailed link is used, then the new login', async () => {
    const newLogin = login.replace('e2e-profile-', 'e2e-profile-new-');
    await openTab('general', 'Allgemein');
    await page.getByLabel('Neue E-Mail-Adresse').fill(newLogin);
    await page.getByRole('region', { name: 'E-Mail-Adresse ändern' }).getByLabel('Aktuelles Passwort', { exact: true }).fill(password);
    const since = Date.now();
    await page.getByRole('button', { name: 'Bestätigungslink senden' }).click();
    await expect.poll(() => snackbar(`Wir haben einen Bestätigungslink an ${newLogin} gesendet.`).count()).toBe(1);
    await page.reload();
    await expect.poll(() => page.getByText(`Öffnen Sie den Link, den wir an ${newLogin} gesendet haben`, { exact: false }).count()).toBe(1);
    await expectAccessible(page);

    const mail = await waitForMail(newLogin, { since });
    expect(mail.linkPath).toMatch(/^\/user\/verify-email\?token=/);
    await page.goto(baseUrl() + mail.linkPath);
    await expect.poll(() => page.getByText(newLogin, { exact: false }).count()).toBeGreaterThan(0);

    await openTab('general', 'Allgemein');
    await expect.poll(() => page.getByRole('region', { name: 'Ihr Konto' }).getByText(newLogin, { exact: true }).count()).toBe(1);
    expect(await page.getByText('Änderung wartet auf Bestätigung').count()).toBe(0);
  });

  it('fits a phone screen', async () => {
    await page.setViewportSize(PHONE);
    await openTab('billing', 'Rechnungsadresse');
    await expect.poll(() => page.getByLabel('Ort', { exact: true }).inputValue()).toBe('Wien');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectAccessible(page);
    await screenshot(page, 'profile-billing-de-phone');
  });
});
