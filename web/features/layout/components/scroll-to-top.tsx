import { ActionIcon, Affix, Transition } from '@mantine/core';
import { useWindowScroll } from '@mantine/hooks';
import { IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LAYOUT } from '@web/app/theme';

/** Appears beyond 300 px of scroll (spec §4, §9). */
export function ScrollToTop() {
  const { t } = useTranslation();
  const [scroll, scrollTo] = useWindowScroll();

  return (
    <Affix position={{ bottom: 'calc(var(--mantine-spacing-xl) * 3)', right: 'var(--mantine-spacing-md)' }}>
      <Transition transition="slide-up" mounted={scroll.y > LAYOUT.scrollTopThreshold}>
        {(transitionStyles) => (
          <ActionIcon style={transitionStyles} size="xl" radius="xl" variant="filled" aria-label={t('app.scrollToTop')} onClick={() => scrollTo({ y: 0 })}>
            <IconArrowUp size={22} aria-hidden />
          </ActionIcon>
        )}
      </Transition>
    </Affix>
  );
}
