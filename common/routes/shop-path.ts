/** True for a path of the shop (followed inside the app), false for an address elsewhere. */
export function isShopPath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}
