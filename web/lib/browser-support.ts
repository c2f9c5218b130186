/**
 * The browsers the shop no longer supports (spec §5): Internet Explorer below 11 and Safari
 * below 9. Everything else gets the benefit of the doubt.
 */
export function isOutdatedBrowser(userAgent: string): boolean {
  const ie = /MSIE (\d+)/.exec(userAgent);
  if (ie) return Number(ie[1]) < 11;

  const isSafari = /Safari\//.test(userAgent) && !/Chrome|Chromium|CriOS|FxiOS|EdgiOS|Edg\/|OPR\/|Android/.test(userAgent);
  const safariVersion = /Version\/(\d+)/.exec(userAgent);
  if (isSafari && safariVersion) return Number(safariVersion[1]) < 9;

  return false;
}
