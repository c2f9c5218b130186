import { useState, type ReactNode } from 'react';
import { Button, Text, VisuallyHidden } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Banner } from '@common/api/news.contract';
import type { Language } from '@common/i18n/languages';
import type { PriceView } from '@common/money/price-view';
import { useFormatPrice } from '@web/lib/format-price';
import { bannerImage, textColorOn } from '../banner-rules';
import { formatPromotionEnd } from '../promotion-format';
import { TldMark } from './tld-mark';
import classes from './top-banners.module.css';

const money = (view: PriceView) => ({ amount: view.total, currency: view.currency });

function BannerLink({ url, light, children }: { url: string; light: boolean; children: ReactNode }) {
  const common = {
    variant: light ? 'white' : 'filled',
    rightSection: <IconArrowRight size={16} aria-hidden />,
    mt: 'md',
  } as const;
  if (/^https?:\/\//i.test(url)) {
    return (
      <Button component="a" href={url} target="_blank" rel="noopener noreferrer" {...common}>
        {children}
      </Button>
    );
  }
  return (
    <Button component={Link} to={url} {...common}>
      {children}
    </Button>
  );
}

function BannerArt({ banner, language, now }: { banner: Banner; language: Language; now: number }) {
  const [failed, setFailed] = useState(false);
  const image = bannerImage(banner, language, now);
  if (image && !failed) {
    // The banner's words are in the text beside it; the picture only illustrates them.
    return <img src={image} alt="" className={classes.image} onError={() => setFailed(true)} />;
  }
  if (banner.show_logo === 1 && banner.tld_utf8) return <TldMark tldUtf8={banner.tld_utf8} logoPath={banner.logo_path} size={96} />;
  return null;
}

/** One top banner on its background colour: title, text, the promotion's price, a link and its picture or logo. */
export function BannerSlide({ banner, language, now }: { banner: Banner; language: Language; now: number }) {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  const light = textColorOn(banner.background_color) === 'light';
  const title = banner.title[language];
  const promo = banner.promo_data;

  return (
    <div className={`${classes.banner} ${light ? classes.light : classes.dark}`} style={{ backgroundColor: banner.background_color }}>
      <div className={classes.text}>
        <p className={classes.title}>{title}</p>
        <Text size="lg">{banner.text[language]}</Text>
        {promo && (
          <Text mt="xs" className={classes.price}>
            {t('banners.promoPrice', { price: formatPrice(money(promo.price)) })}{' '}
            <VisuallyHidden>{t('promotions.regularPrice')} </VisuallyHidden>
            <s>{formatPrice(money(promo.retail_price))}</s> · {t('promotions.endsOn', { date: formatPromotionEnd(promo.end_date.date, language) })}
          </Text>
        )}
        {banner.url && (
          <BannerLink url={banner.url} light={light}>
            {promo ? t('banners.toOffer') : t('banners.more')}
            <VisuallyHidden>: {title}</VisuallyHidden>
          </BannerLink>
        )}
      </div>
      <div className={classes.art}>
        <BannerArt banner={banner} language={language} now={now} />
      </div>
    </div>
  );
}
