import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAIN_CONTENT_ID } from '../layout-ids';
import classes from './skip-link.module.css';

/** The first stop of the Tab key: jumps over the header straight to the page content. */
export function SkipLink() {
  const { t } = useTranslation();

  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    // Moving the focus ourselves keeps the fragment out of the address bar.
    event.preventDefault();
    const main = document.getElementById(MAIN_CONTENT_ID);
    main?.focus();
    main?.scrollIntoView();
  }

  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={classes.skipLink} onClick={handleClick}>
      {t('app.skipToContent')}
    </a>
  );
}
