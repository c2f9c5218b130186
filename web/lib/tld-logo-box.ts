/**
 * The width a TLD logo is given before it has loaded, for its height: the logos are 48 px high and
 * mostly 100 px wide (web/public/images/tld-logos). The `width` attribute only reserves the room
 * (Lighthouse's unsized-images, decision 040); the style keeps `width: auto`, so a logo of
 * another shape is shown in its own proportions once loaded.
 */
export function tldLogoWidth(height: number): number {
  return Math.round((height * 100) / 48);
}
