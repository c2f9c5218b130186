/**
 * The front-page promotions carousel (spec §9): 3 promotions per slide on large screens, 2 on
 * medium and small ones (up to 27 after the first), 1 on extra small ones (up to 11 after the
 * first); it moves on every 5000 ms.
 */

export const PROMOTIONS_INTERVAL_MS = 5000;

/** Screen classes: large from 992 px, medium and small from 576 px, extra small below. */
export type PromotionScreen = 'large' | 'medium' | 'extraSmall';

export const PROMOTIONS_PER_SLIDE: Record<PromotionScreen, number> = { large: 3, medium: 2, extraSmall: 1 };

/** How many promotions follow the first one at most; large screens show the whole list (≤ 29). */
export const PROMOTIONS_AFTER_FIRST: Record<PromotionScreen, number> = { large: 28, medium: 27, extraSmall: 11 };

function chunk<T>(items: readonly T[], size: number): T[][] {
  const slides: T[][] = [];
  for (let index = 0; index < items.length; index += size) slides.push(items.slice(index, index + size));
  return slides;
}

/** The promotions of each slide for a screen class: the first and at most the allowed number after it. */
export function promotionSlides<T>(promotions: readonly T[], screen: PromotionScreen): T[][] {
  return chunk(promotions.slice(0, 1 + PROMOTIONS_AFTER_FIRST[screen]), PROMOTIONS_PER_SLIDE[screen]);
}

/**
 * The left and right promo boxes: the first promotion of the list (front-page ones come first),
 * and the first of another kind (a transfer or renewal offer) or else the second.
 */
export function promoBoxes<T extends { promo_type: string }>(promotions: readonly T[]): T[] {
  const [first, ...rest] = promotions;
  if (!first) return [];
  const other = rest.find((promotion) => promotion.promo_type !== first.promo_type) ?? rest[0];
  return other ? [first, other] : [first];
}

/**
 * The home page's promotions split into the two boxes and the carousel: the carousel shows the
 * promotions after the first that the boxes do not show already, per screen class.
 */
export function homePromotions<T extends { promo_type: string }>(
  promotions: readonly T[],
  screen: PromotionScreen,
): { boxes: T[]; slides: T[][] } {
  const boxes = promoBoxes(promotions);
  const rest = promotions.filter((promotion) => !boxes.includes(promotion));
  return { boxes, slides: chunk(rest.slice(0, PROMOTIONS_AFTER_FIRST[screen]), PROMOTIONS_PER_SLIDE[screen]) };
}
