import { useState } from 'react';
import { ActionIcon, Alert, Button, Card, Divider, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconSearch, IconShoppingCartCheck, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@web/app/paths';
import { AwaitingTransferNotice, awaitingTransferTexts } from '@web/components/ui/awaiting-transfer-notice';
import { useLocalization, useUser } from '@web/features/session/hooks/use-session';
import { errorText } from '@web/lib/error-text';
import { cartCalls, useAllCarts } from '../api/cart-api';
import { groupItems } from '../cart-rules';
import '../cart-texts';
import { useCartAction } from '../hooks/use-cart-action';
import { CartDomainCard } from './cart-domain-card';
import { CartSectionSummary } from './cart-section-summary';
import { CartTotals } from './cart-totals';
import { CouponForm } from './coupon-form';

/**
 * CartOverview (spec §2.1, the register checkout): each domain with period, privacy and
 * mailboxes, the coupon, VAT and total, and the way on to checkout. Every change is a server
 * call whose answer replaces the cart.
 */
export function CartOverview() {
  const { t } = useTranslation();
  const { language } = useLocalization();
  const user = useUser();
  const carts = useAllCarts();
  const removal = useCartAction();
  const [removing, setRemoving] = useState<string | null>(null);

  if (carts.isPending) {
    return (
      <Stack gap="md" role="status" aria-label={t('cart.loading')}>
        <Skeleton height={160} />
        <Skeleton height={160} />
        <Skeleton height={60} />
      </Stack>
    );
  }
  if (carts.isError) {
    return (
      <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} title={t('cart.loadError')}>
        <Stack gap="xs" align="flex-start">
          {errorText(carts.error, language)}
          <Button variant="default" onClick={() => void carts.refetch()}>
            {t('cart.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }

  const { register, renew, rgp } = carts.data;
  const { domains, standalone, coupon } = groupItems(register);
  const removeMailbox = (id: string) => {
    setRemoving(id);
    // A mailbox for an owned name has no domain item: it is named by its own id twice (decision 043).
    void removal.run(() => cartCalls.removeMailbox(id, id)).finally(() => setRemoving(null));
  };
  const remove = (domain: string) => {
    setRemoving(domain);
    void removal.run(() => cartCalls.removeDomain(domain)).finally(() => setRemoving(null));
  };
  const others = (['renew', 'rgp'] as const).filter((name) => carts.data[name].count > 0);

  return (
    <Stack gap="lg">
      {removal.error && (
        <Alert color="red" role="alert">
          {removal.error}
        </Alert>
      )}
      {/* An order of these items waiting for its transfer: a change here counts only by checking out again (decision 071). */}
      <AwaitingTransferNotice waiting={register.awaiting_transfers} texts={awaitingTransferTexts(t, 'cart.awaiting')} language={language} />
      {domains.length === 0 && standalone.length === 0 ? (
        <Card withBorder padding="lg">
          <Stack gap="xs" align="flex-start">
            <Text fw={600}>{t('cart.empty')}</Text>
            <Text>{t('cart.emptyHint')}</Text>
            <Button component={Link} to={paths.searchDomain.getHref()} leftSection={<IconSearch size={16} aria-hidden />}>
              {t('cart.search')}
            </Button>
          </Stack>
        </Card>
      ) : (
        <>
          <Text maw="45rem">{t('cart.overview.intro')}</Text>
          <Stack component="ul" gap="md" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('cart.sections.register')}>
            {domains.map((entry) => (
              <CartDomainCard key={entry.domain.id} entry={entry} onRemove={remove} removing={removing === entry.domain.domain} />
            ))}
            {standalone.map((mailbox) => (
              <Card component="li" key={mailbox.id} withBorder padding="md">
                <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                  <Text style={{ overflowWrap: 'anywhere', minWidth: 0 }}>{mailbox.description}</Text>
                  <Group gap={4} wrap="nowrap">
                    <Text>{mailbox.totalPrice.display_total}</Text>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      loading={removing === mailbox.id}
                      onClick={() => removeMailbox(mailbox.id)}
                      aria-label={t('cart.overview.removeMailbox', { address: `${mailbox.mailbox_name ?? ''}@${mailbox.domain_utf8}` })}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Group>
                </Group>
              </Card>
            ))}
          </Stack>
          <CouponForm coupon={coupon} />
          <Divider />
          <Stack gap="sm" maw={420} ml={{ sm: 'auto' }} w="100%">
            <CartTotals total={register.total} label={t('cart.totalLabel', { section: t('cart.sections.register') })} />
            <Button
              component={Link}
              to={paths.cartCheckout.getHref()}
              size="md"
              leftSection={<IconShoppingCartCheck size={18} aria-hidden />}
            >
              {t('cart.checkout.continue')}
            </Button>
            {!user && (
              <Text size="sm" c="dimmed">
                {t('cart.checkout.loginHint')}
              </Text>
            )}
          </Stack>
        </>
      )}
      {others.length > 0 && (
        <Stack component="section" aria-labelledby="cart-other-sections" gap="md">
          <Title order={2} size="h4" id="cart-other-sections">
            {t('cart.overview.otherSections')}
          </Title>
          {/* One card a row on a phone: two side by side leave too little room for a name and its price. */}
          <SimpleGrid cols={{ base: 1, sm: others.length }}>
            {others.map((name) => (
              <Card key={name} withBorder>
                <CartSectionSummary name={name} section={name === 'renew' ? renew : rgp} />
              </Card>
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </Stack>
  );
}
