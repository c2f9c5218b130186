import type { ComponentType, ReactNode } from 'react';
import { Button, Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import '../my-domains-texts';
import { useRowT } from '@web/i18n/use-row-t';
import { Link } from 'react-router';
import type { CustomerDomainView } from '@common/api/customer-domain.contract';
import { paths } from '@web/app/paths';

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

/** What can be done with a domain: links to the screens that do it, and the entries of `extension`. */
export function DomainActions({
  domain,
  extension: Extension = NoExtension,
}: {
  domain: CustomerDomainView;
  extension?: DomainMenuExtension;
}) {
  const t = useRowT();
  return (
    <Extension domain={domain}>
      {(extraItems) => (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button
              size="xs"
              variant="default"
              style={{ flexShrink: 0 }}
              rightSection={<IconChevronDown size={14} aria-hidden />}
              aria-label={t('myDomains.actionsFor', { domain: domain.domain_utf8 })}
            >
              {t('myDomains.columns.actions')}
            </Button>
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
