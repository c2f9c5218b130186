import { useState } from 'react';
import { Button, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Banner } from '@common/api/news.contract';
import { LOCALES, type Language } from '@common/i18n/languages';
import { tldLogoWidth } from '@web/lib/tld-logo-box';
import { bannerImage, textColorOn } from '../banner-rules';
import classes from './top-banners.module.css';

/** A promotion's last day as the shop set it (UTC); kept here so the banners need no shared chunk. */
const endDate = (iso: string, language: Language) =>
  new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso));

function BannerArt({ banner, language, now }: { banner: Banner; language: Language; now: number }) {
  const [failed, setFailed] = useState(false);
  const image = bannerImage(banner, language, now);
  if (image && !failed) {
    // The banner's words are in the text beside it; the picture only illustrates them.
    // The pictures are 320 × 180 (web/public/images/banners): the attributes hold their room while loading.
    return <img src={image} alt="" width={320} height={180} className={classes.image} onError={() => setFailed(true)} />;
  }
  if (banner.show_logo === 1 && banner.logo_path && !failed) {
    return (
      <img src={banner.logo_path} alt="" width={tldLogoWidth(96)} height={96} className={classes.logo} onError={() => setFailed(true)} />
    );
  }
  return null;
}

/**
 * One top banner on its background colour: title, text, the promotion's price, a link and its picture or logo.
 * Prices come formatted by the server in the session's language and currency (the banners are
 * asked for again when these change), which keeps the home page's first load small.
 */
export function BannerSlide({ banner, language, now }: { banner: Banner; language: Language; now: number }) {
  const { t } = useTranslation();
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
            {t('banners.promoPrice', { price: promo.price.display_total })} <VisuallyHidden>{t('promotions.regularPrice')} </VisuallyHidden>
            <s>{promo.retail_price.display_total}</s> · {t('promotions.endsOn', { date: endDate(promo.end_date.date, language) })}
          </Text>
        )}
        {banner.url && (
          // Link renders absolute (editorial) addresses as plain links that leave the shop.
          <Button component={Link} to={banner.url} variant={light ? 'white' : 'filled'} mt="md">
            {promo ? t('banners.toOffer') : t('banners.more')}
            <VisuallyHidden>: {title}</VisuallyHidden>
          </Button>
        )}
      </div>
      <div className={classes.art}>
        <BannerArt banner={banner} language={language} now={now} />
      </div>
    </div>
  );
}
