import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { ActionIcon } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './carousel.module.css';

export interface CarouselSlide {
  key: string;
  content: ReactNode;
}

interface CarouselProps {
  /** The accessible name of the carousel. */
  label: string;
  slides: CarouselSlide[];
  /** How long the slide at an index stays before the next one. */
  intervalFor: (index: number) => number;
  /** Navigation dots; shown only when there is more than one slide. */
  withDots?: boolean;
  /** How long the first slide stays the first time, when it has been shown already (default: its interval). */
  firstIntervalMs?: number;
}

const SWIPE_THRESHOLD_PX = 40;

/** More slides than this show a "3 / 12" counter instead of dots, so the controls fit a phone. */
export const MAX_DOTS = 7;

/**
 * A small accessible carousel (WAI-ARIA carousel pattern): it moves on by itself, stops while the
 * pointer or the focus is inside and goes on afterwards, and has a pause button, labelled
 * previous and next buttons and dots. Hidden slides are inert, so Tab reaches only what is shown.
 */
export function Carousel({ label, slides, intervalFor, withDots = true, firstIntervalMs }: CarouselProps) {
  const { t } = useTranslation();
  const reducedMotion = useReducedMotion();
  const count = slides.length;
  const [selected, setSelected] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // Visitors who asked for less motion start with a still carousel and may press play.
  const [stopped, setStopped] = useState<boolean | null>(null);
  const pointerStart = useRef<number | null>(null);
  const firstRound = useRef(firstIntervalMs !== undefined);
  const region = useRef<HTMLElement>(null);

  // Mounted under the pointer (it took over from a still picture): it starts paused.
  useEffect(() => {
    if (region.current?.matches(':hover')) setHovered(true);
  }, []);

  const index = count === 0 ? 0 : Math.min(selected, count - 1);
  const isStopped = stopped ?? reducedMotion;
  const playing = count > 1 && !isStopped && !hovered && !focused;

  useEffect(() => {
    if (!playing) return;
    const delay = firstRound.current && index === 0 ? firstIntervalMs! : intervalFor(index);
    const timer = setTimeout(() => {
      firstRound.current = false;
      setSelected((value) => (value + 1) % count);
    }, delay);
    return () => clearTimeout(timer);
  }, [playing, index, count, intervalFor, firstIntervalMs]);

  const go = (next: number) => setSelected(((next % count) + count) % count);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'ArrowRight') go(index + 1);
    else if (event.key === 'ArrowLeft') go(index - 1);
    else return;
    event.preventDefault();
  }

  function handlePointerUp(event: PointerEvent<HTMLDivElement>) {
    if (pointerStart.current === null) return;
    const distance = event.clientX - pointerStart.current;
    pointerStart.current = null;
    if (Math.abs(distance) >= SWIPE_THRESHOLD_PX) go(index + (distance < 0 ? 1 : -1));
  }

  return (
    <section
      ref={region}
      aria-roledescription={t('promotions.carousel.roleDescription')}
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div
        className={classes.viewport}
        // Announce slide changes only when the visitor makes them, not while it plays by itself.
        aria-live={playing ? 'off' : 'polite'}
        onPointerDown={(event) => {
          if (event.pointerType !== 'mouse') pointerStart.current = event.clientX;
        }}
        onPointerUp={handlePointerUp}
        onPointerCancel={() => (pointerStart.current = null)}
      >
        <div className={classes.track} style={{ transform: `translateX(${-100 * index}%)` }}>
          {slides.map((slide, position) => (
            <div
              key={slide.key}
              className={classes.slide}
              role="group"
              aria-roledescription={t('promotions.carousel.slide')}
              aria-label={t('promotions.carousel.slideOf', { index: position + 1, count })}
              inert={position !== index}
            >
              {slide.content}
            </div>
          ))}
        </div>
      </div>
      {count > 1 && (
        <div className={classes.controls} onKeyDown={handleKeyDown}>
          <ActionIcon
            variant="subtle"
            size="lg"
            onClick={() => setStopped(!isStopped)}
            aria-label={isStopped ? t('promotions.carousel.play') : t('promotions.carousel.pause')}
          >
            {isStopped ? <IconPlayerPlay size={18} aria-hidden /> : <IconPlayerPause size={18} aria-hidden />}
          </ActionIcon>
          <ActionIcon variant="subtle" size="lg" onClick={() => go(index - 1)} aria-label={t('promotions.carousel.previous')}>
            <IconChevronLeft size={20} aria-hidden />
          </ActionIcon>
          {withDots && count > MAX_DOTS && (
            <span className={classes.counter} aria-hidden>
              {t('promotions.carousel.counter', { index: index + 1, count })}
            </span>
          )}
          {withDots &&
            count <= MAX_DOTS &&
            slides.map((slide, position) => (
              <button
                key={slide.key}
                type="button"
                className={classes.dot}
                aria-label={t('promotions.carousel.goTo', { index: position + 1, count })}
                aria-current={position === index ? 'true' : undefined}
                onClick={() => go(position)}
              />
            ))}
          <ActionIcon variant="subtle" size="lg" onClick={() => go(index + 1)} aria-label={t('promotions.carousel.next')}>
            <IconChevronRight size={20} aria-hidden />
          </ActionIcon>
        </div>
      )}
    </section>
  );
}
