import { useEffect, useState } from 'react';
import { ActionIcon } from '@mantine/core';
import { IconChevronRight, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { countdownAt, countdownLanguage, countdownText, COUNTDOWN_REFRESH_MS } from '../countdown';
import { hasRunningCountdown, type SystemBarEntry } from '../system-bar-entries';
import { useNow } from '../use-now';
import classes from './system-bar.module.css';

/** How long each message stays before the next one shows. */
export const SYSTEM_BAR_ROTATION_MS = 8000;

/**
 * The bar above the header (spec §2.3, §4): the operator's messages, news items marked for the
 * bar and countdowns, one at a
 * time. It moves on by itself, stops while pointer or focus is on it, and can be paused.
 */
export function SystemBar({ entries }: { entries: SystemBarEntry[] }) {
  const { t, i18n } = useTranslation();
  const language = countdownLanguage(i18n.language);
  const fixedT = i18n.getFixedT(language);
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const count = entries.length;
  const current = entries[index % Math.max(count, 1)];

  // The countdowns refresh every 10 s and stop once every end has passed.
  const now = useNow(COUNTDOWN_REFRESH_MS, (time) => hasRunningCountdown(entries, time));

  const rotating = count > 1 && !hovered && !focused && !stopped;
  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(() => setIndex((value) => (value + 1) % count), SYSTEM_BAR_ROTATION_MS);
    return () => clearTimeout(timer);
  }, [rotating, index, count]);

  if (!current) return null;
  const { ad } = current;
  const title = ad.title[language];
  const detail =
    current.kind === 'countdown' ? countdownText(countdownAt(current.ad.start.date, current.ad.end.date, now), fixedT) : ad.text[language];
  // A news item says what it is before its title.
  const tag =
    ad.source === 'news' ? (
      <>
        <span className={classes.tag}>{fixedT('systemBar.news')}</span>{' '}
      </>
    ) : null;

  return (
    <section
      className={classes.bar}
      aria-label={t('systemBar.label')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className={classes.inner}>
        <p className={classes.message}>
          {ad.url ? (
            // Link leaves the shop for absolute addresses.
            <Link to={ad.url} className={classes.link}>
              {tag}
              <span className={classes.title}>{title}</span> {detail}
            </Link>
          ) : (
            <>
              {tag}
              <span className={classes.title}>{title}</span> {detail}
            </>
          )}
        </p>
        {count > 1 && (
          <>
            <ActionIcon
              variant="subtle"
              size="md"
              className={classes.control}
              onClick={() => setStopped((value) => !value)}
              aria-label={stopped ? t('systemBar.play') : t('systemBar.pause')}
            >
              {stopped ? <IconPlayerPlay size={16} aria-hidden /> : <IconPlayerPause size={16} aria-hidden />}
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              size="md"
              className={classes.control}
              onClick={() => setIndex((value) => (value + 1) % count)}
              aria-label={t('systemBar.next', { index: ((index + 1) % count) + 1, count })}
            >
              <IconChevronRight size={16} aria-hidden />
            </ActionIcon>
          </>
        )}
      </div>
    </section>
  );
}
