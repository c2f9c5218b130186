import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MenuButton } from '@web/components/ui/menu-button';
import type { MenuDefinition } from '../menu-items';

/** One dropdown menu of the header. */
export function HeaderMenu({ menu }: { menu: MenuDefinition }) {
  const { t } = useTranslation();
  return (
    <MenuButton
      label={t(menu.labelKey)}
      sections={menu.sections.map((section) => ({
        id: section.id,
        label: section.labelKey ? t(section.labelKey) : undefined,
        items: section.links.map((entry) => ({
          id: entry.id,
          label: t(entry.labelKey),
          href: entry.href,
          aside: entry.badgeKey ? (
            <Badge size="xs" variant="light">
              {t(entry.badgeKey)}
            </Badge>
          ) : undefined,
        })),
      }))}
    />
  );
}
