import { ActionIcon, Affix, Transition } from '@mantine/core';
import { IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useOpenedAfterMount } from '@web/components/ui/lazy-part';

/** The scroll-to-top button at the bottom right, sliding in while `visible`. */
export function ScrollToTopButton({ visible, onScrollToTop }: { visible: boolean; onScrollToTop: () => void }) {
  const { t } = useTranslation();
  // Loaded when first wanted: the first appearance slides in like every later one.
  const shown = useOpenedAfterMount(visible);
  return (
    <Affix position={{ bottom: 'calc(var(--mantine-spacing-xl) * 3)', right: 'var(--mantine-spacing-md)' }}>
      <Transition transition="slide-up" mounted={shown}>
        {(transitionStyles) => (
          <ActionIcon
            style={transitionStyles}
            size="xl"
            radius="xl"
            variant="filled"
            aria-label={t('app.scrollToTop')}
            onClick={onScrollToTop}
          >
            <IconArrowUp size={22} aria-hidden />
          </ActionIcon>
        )}
      </Transition>
    </Affix>
  );
}
