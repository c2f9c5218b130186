/**
 * The home page's parts below the fold, in one chunk that loads when the visitor gets near them
 * (see home-sections.tsx).
 */
export { NewsBlock } from '@web/features/news/components/news-block';
export { PromotionsSection } from '@web/features/promotions/components/promotions-section';
export { RotatingPromoBanner } from '@web/features/promotions/components/rotating-promo-banner';
