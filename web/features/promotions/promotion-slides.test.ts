import { describe, expect, it } from 'vitest';
import { homePromotions, promoBoxes, promotionSlides, PROMOTIONS_INTERVAL_MS, PROMOTIONS_PER_SLIDE } from './promotion-slides';

const promotions = (count: number, kind = 'registration') =>
  Array.from({ length: count }, (_, index) => ({ id: index + 1, promo_type: kind }));

describe('promotions carousel', () => {
  it('cycles every 5000 ms', () => {
    expect(PROMOTIONS_INTERVAL_MS).toBe(5000);
  });

  it('shows 3 per slide on large screens, 2 on medium and small ones, 1 on extra small ones', () => {
    expect(PROMOTIONS_PER_SLIDE).toEqual({ large: 3, medium: 2, extraSmall: 1 });
    expect(promotionSlides(promotions(7), 'large').map((slide) => slide.length)).toEqual([3, 3, 1]);
    expect(promotionSlides(promotions(7), 'medium').map((slide) => slide.length)).toEqual([2, 2, 2, 1]);
    expect(promotionSlides(promotions(7), 'extraSmall').map((slide) => slide.length)).toEqual([1, 1, 1, 1, 1, 1, 1]);
  });

  it('shows up to 27 after the first on medium and small screens and up to 11 on extra small ones', () => {
    const many = promotions(29);
    expect(promotionSlides(many, 'large').flat()).toHaveLength(29);
    expect(promotionSlides(many, 'medium').flat()).toHaveLength(28);
    expect(promotionSlides(many, 'medium')).toHaveLength(14);
    expect(promotionSlides(many, 'extraSmall').flat()).toHaveLength(12);
    expect(promotionSlides(many, 'extraSmall').flat()[0]).toEqual(many[0]);
  });

  it('puts the first promotion and one of another kind into the boxes', () => {
    const list = [...promotions(3), { id: 10, promo_type: 'transfer' }];
    expect(promoBoxes(list).map((entry) => entry.id)).toEqual([1, 10]);
    expect(promoBoxes(promotions(3)).map((entry) => entry.id)).toEqual([1, 2]);
    expect(promoBoxes(promotions(1)).map((entry) => entry.id)).toEqual([1]);
    expect(promoBoxes([])).toEqual([]);
  });

  it('leaves the boxed promotions out of the carousel and caps the rest per screen class', () => {
    const list = [...promotions(20), { id: 99, promo_type: 'transfer' }];
    const home = homePromotions(list, 'extraSmall');
    expect(home.boxes.map((entry) => entry.id)).toEqual([1, 99]);
    expect(home.slides.flat().map((entry) => entry.id)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(homePromotions(list, 'large').slides.map((slide) => slide.length)).toEqual([3, 3, 3, 3, 3, 3, 1]);
  });
});
