import { Button, Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import '../my-domains-texts';
import { useRowT } from '@web/i18n/use-row-t';
import { Link } from 'react-router';
import type { CustomerDomainView } from '@common/api/customer-domain.contract';
import { paths } from '@web/app/paths';
// Transfers own the auth code, lock and privacy dialogs; this menu only places them (decision 023).
import { TransferMenuItems, useDomainTransferActions } from '@web/features/transfers/components/domain-transfer-actions';

/** What can be done with a domain: links to the screens that do it. */
export function DomainActions({ domain }: { domain: CustomerDomainView }) {
  const t = useRowT();
  const transfer = useDomainTransferActions(domain);
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button size="xs" variant="default" style={{ flexShrink: 0 }} rightSection={<IconChevronDown size={14} aria-hidden />} aria-label={t('myDomains.actionsFor', { domain: domain.domain_utf8 })}>
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
          <Menu.Item component={Link} to={`${paths.nameserverManagement.getHref()}?${new URLSearchParams({ domain: domain.domain_utf8 })}`}>
            {t('myDomains.actions.nameservers')}
          </Menu.Item>
          <TransferMenuItems domain={domain} onAction={transfer.onAction} />
        </Menu.Dropdown>
      </Menu>
      {transfer.dialogs}
    </>
  );
}
