/**
 * The rules of the home page's top banner carousel (spec §4), as pure functions: the server sends
 * every banner valid now and leaves these to the client (decision 006).
 */
import type { Banner } from '@common/api/news.contract';
import type { Language } from '@common/i18n/languages';
import { DAY_MS } from '@common/time/durations';

/** Spec §4, §9: a banner stays at least 5 seconds. */
export const MIN_BANNER_INTERVAL_MS = 5000;

/** A `tld` banner advertises its TLD's promotion; without one running it is dropped. */
export function isShowable(banner: Banner): boolean {
  return !(banner.promo_type === 'tld' && banner.promo_data === false);
}

/** Fisher–Yates with an injectable random source. */
export function shuffle<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const result = [...items];
  for (let index = result.length - 1; index > 0; index--) {
    const swap = Math.floor(random() * (index + 1));
    [result[index], result[swap]] = [result[swap], result[index]];
  }
  return result;
}

/**
 * The banners in carousel order: TLD banners without promotion data dropped, then shuffled when
 * any banner has sort 0, else ordered by sort.
 */
export function orderBanners(banners: readonly Banner[], random: () => number = Math.random): Banner[] {
  const showable = banners.filter(isShowable);
  if (showable.some((banner) => banner.sort === 0)) return shuffle(showable, random);
  return [...showable].sort((a, b) => a.sort - b.sort);
}

/** How long a banner stays: its own interval, but never less than 5 seconds. */
export function bannerInterval(banner: Pick<Banner, 'interval'>): number {
  return Number.isFinite(banner.interval) ? Math.max(MIN_BANNER_INTERVAL_MS, banner.interval) : MIN_BANNER_INTERVAL_MS;
}

/** The navigation dots show only with more than one banner. */
export function showsDots(count: number): boolean {
  return count > 1;
}

/** Whole days from `start` to `now` (negative before the start). */
export function daysSince(start: string, now: number): number {
  return Math.floor((now - Date.parse(start)) / DAY_MS);
}

/**
 * The image a banner shows in a language: a rotating banner picks by the days since its start
 * modulo the number of images; others show their first. Null for a text-only banner.
 */
export function bannerImage(banner: Pick<Banner, 'promo_type' | 'banner_url' | 'start'>, language: Language, now: number): string | null {
  const images = banner.banner_url[language].length > 0 ? banner.banner_url[language] : banner.banner_url[language === 'de' ? 'en' : 'de'];
  if (images.length === 0) return null;
  if (banner.promo_type !== 'rotating') return images[0];
  const days = daysSince(banner.start, now);
  if (!Number.isFinite(days)) return images[0];
  const index = ((days % images.length) + images.length) % images.length;
  return images[index];
}

/** White or dark text, whichever reads better on the banner's background colour (WCAG luminance). */
export function textColorOn(background: string): 'light' | 'dark' {
  const hex = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(background.trim())?.[1];
  if (!hex) return 'light';
  const full = hex.length === 3 ? hex.replace(/./g, '$&$&') : hex;
  const [r, g, b] = [0, 2, 4].map((offset) => {
    const value = parseInt(full.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  // Above this luminance dark text has the higher contrast.
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.179 ? 'dark' : 'light';
}

/** The rotating-promo banner (spec §2.4): the first rotating banner in carousel order, or null. */
export function rotatingBanner(banners: readonly Banner[]): Banner | null {
  return [...banners].filter((banner) => banner.promo_type === 'rotating').sort((a, b) => a.sort - b.sort || a.id - b.id)[0] ?? null;
}

/** The top carousel shows the other banners; the rotating ones have their own place. */
export function carouselBanners(banners: readonly Banner[]): Banner[] {
  return banners.filter((banner) => banner.promo_type !== 'rotating');
}

/** Milliseconds until a rotating banner's next day begins (its days count from its start time). */
export function msUntilNextImage(start: string, now: number): number {
  const began = Date.parse(start);
  if (!Number.isFinite(began)) return DAY_MS;
  const into = (((now - began) % DAY_MS) + DAY_MS) % DAY_MS;
  return DAY_MS - into;
}
