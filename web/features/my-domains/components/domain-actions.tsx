import { useId, useState, type ComponentType, type ReactNode } from 'react';
import { Button, Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import '../my-domains-texts';
import { useRowT } from '@web/i18n/use-row-t';
import { Link } from 'react-router';
import type { CustomerDomainView } from '@common/api/customer-domain.contract';
import { paths } from '@web/app/paths';
import { useOpenedAfterMount } from '@web/components/ui/lazy-part';
import { PopoverAnchor } from '@web/components/ui/popover-anchor';

/**
 * Entries another feature adds to a domain's actions menu, passed in by the page (features do not
 * import each other, decision 054): the transfers feature owns the auth code, lock and privacy
 * dialogs (decision 023). It calls `children` with its menu items and renders beside them what must
 * outlive the menu, which closes on a click (its dialogs).
 */
export type DomainMenuExtension = ComponentType<{ domain: CustomerDomainView; children: (items: ReactNode) => ReactNode }>;

function NoExtension({ children }: { children: (items: ReactNode) => ReactNode }) {
  return <>{children(null)}</>;
}

/**
 * What can be done with a domain: links to the screens that do it, and the entries of `extension`.
 *
 * The button is all a row renders at first; the menu (Mantine's Menu, with its popover, focus
 * trap and floating-ui) and the extension (with its dialogs and hooks) mount on the first click
 * and stay. Twenty rows each with a mounted menu made the commit of the page one long task
 * (decision 040, fifth round). The button carries the menu button's attributes itself, as
 * `Menu.Target` does not reach it (`PopoverAnchor`): Enter or Space opens the menu with the focus
 * in it, the arrow keys move through the items, Escape closes it and returns to the button.
 */
export function DomainActions({ domain, extension = NoExtension }: { domain: CustomerDomainView; extension?: DomainMenuExtension }) {
  const t = useRowT();
  const menuId = useId();
  const [button, setButton] = useState<HTMLButtonElement | null>(null);
  const [wanted, setWanted] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        ref={setButton}
        id={menuId}
        size="xs"
        variant="default"
        style={{ flexShrink: 0 }}
        rightSection={<IconChevronDown size={14} aria-hidden />}
        aria-label={t('myDomains.actionsFor', { domain: domain.domain_utf8 })}
        aria-haspopup="menu"
        aria-expanded={opened}
        aria-controls={opened ? `${menuId}-dropdown` : undefined}
        data-expanded={opened || undefined}
        onClick={() => {
          setWanted(true);
          setOpened((value) => !value);
        }}
      >
        {t('myDomains.columns.actions')}
      </Button>
      {wanted && (
        <DomainActionsMenu domain={domain} extension={extension} anchor={button} menuId={menuId} opened={opened} onChange={setOpened} />
      )}
    </>
  );
}

function DomainActionsMenu({
  domain,
  extension: Extension,
  anchor,
  menuId,
  opened,
  onChange,
}: {
  domain: CustomerDomainView;
  extension: DomainMenuExtension;
  anchor: HTMLElement | null;
  menuId: string;
  opened: boolean;
  onChange: (opened: boolean) => void;
}) {
  const t = useRowT();
  // The menu mounts already wanted open: its focus trap and focus return start on the change to open.
  const shown = useOpenedAfterMount(opened);
  return (
    <Extension domain={domain}>
      {(extraItems) => (
        <Menu id={menuId} opened={shown} onChange={onChange} position="bottom-end" withinPortal>
          <Menu.Target>
            <PopoverAnchor element={anchor} />
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item component={Link} to={paths.domainRenew.getHref(domain.domain_utf8)}>
              {t('myDomains.actions.renew')}
            </Menu.Item>
            <Menu.Item component={Link} to={paths.dnsZone.getHref(domain.domain_utf8)}>
              {t('myDomains.actions.dns')}
            </Menu.Item>
            <Menu.Item
              component={Link}
              to={`${paths.nameserverManagement.getHref()}?${new URLSearchParams({ domain: domain.domain_utf8 })}`}
            >
              {t('myDomains.actions.nameservers')}
            </Menu.Item>
            {extraItems}
          </Menu.Dropdown>
        </Menu>
      )}
    </Extension>
  );
}
