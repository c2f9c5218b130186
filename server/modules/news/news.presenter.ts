import type { Ad, Banner, NewsEntry, NewsPage, SystemBarAd } from '@common/api/news.contract';
import { toDisplayName } from '@common/domain/domain-name';
import type { Language } from '@common/i18n/languages';
import type { PriceContext } from '@common/money/price-view';
import { presentPromoData } from '../price/price.presenter';
import type { CatalogTld, RunningPromotion } from '../price/price.service';
import type { AdRow, BannerRow, NewsRow } from './news.repository';

export function presentNewsEntry(row: NewsRow, language: Language): NewsEntry {
  return {
    id: row.id,
    title: language === 'de' ? row.titleDe : row.titleEn,
    text: language === 'de' ? row.textDe : row.textEn,
    date: { date: row.publishedAt.toISOString() },
    highlight: row.highlight,
  };
}

export function presentNewsPage(result: { rows: NewsRow[]; total: number }, page: number, perPage: number, language: Language): NewsPage {
  return { items: result.rows.map((row) => presentNewsEntry(row, language)), total: result.total, page, per_page: perPage };
}

/**
 * A banner with the running promotion of its TLD (or false), the texts in both languages. A TLD
 * banner without a logo of its own shows the TLD's logo.
 */
export function presentBanner(
  row: BannerRow,
  tld: CatalogTld | undefined,
  promotion: RunningPromotion | undefined,
  context: PriceContext,
): Banner {
  return {
    id: row.id,
    tld: row.tld,
    tld_utf8: row.tld ? toDisplayName(row.tld) : null,
    promo_type: row.promoType,
    promo_data: tld && promotion ? presentPromoData(promotion, tld, context) : false,
    title: { de: row.titleDe, en: row.titleEn },
    text: { de: row.textDe, en: row.textEn },
    banner_url: { de: row.bannerUrlsDe, en: row.bannerUrlsEn },
    url: row.url,
    logo_path: row.logoPath ?? tld?.logoPath ?? null,
    show_logo: row.showLogo ? 1 : 0,
    background_color: row.backgroundColor,
    sort: row.sort,
    interval: row.intervalMs,
    start: row.startsAt.toISOString(),
    end: row.endsAt ? row.endsAt.toISOString() : null,
  };
}

/**
 * A news item marked for the system bar, as a system-bar entry: its title, no text (the item's
 * text is for its page) and a link to it; shown from publication until its mark ends.
 */
export function presentNewsAd(row: NewsRow): SystemBarAd {
  return {
    id: row.id,
    source: 'news',
    title: { de: row.titleDe, en: row.titleEn },
    text: { de: '', en: '' },
    url: `/news/${row.id}`,
    start: { date: row.publishedAt.toISOString() },
    end: row.systemBarUntil ? { date: row.systemBarUntil.toISOString() } : null,
  };
}

export function presentAd(row: AdRow): Ad {
  return {
    id: row.id,
    source: 'ad',
    title: { de: row.titleDe, en: row.titleEn },
    text: { de: row.textDe, en: row.textEn },
    url: row.url,
    start: { date: row.startsAt.toISOString() },
    end: { date: row.endsAt.toISOString() },
  };
}
