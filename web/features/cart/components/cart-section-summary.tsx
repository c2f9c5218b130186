import { forwardRef } from 'react';
import { ActionIcon, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CartItem, SectionCart } from '@common/api/cart.contract';
import { groupItems, sectionCheckoutHref, type CartSectionName } from '../cart-rules';
import { CartTotals } from './cart-totals';

interface CartSectionSummaryProps {
  name: CartSectionName;
  section: SectionCart;
  /** Takes an item (with its add-ons) out of the section. */
  onRemove?: (item: CartItem) => void;
  /** The items being removed right now, by id. */
  removing?: ReadonlySet<string>;
  /** Called when a link of the section is followed (the popup closes). */
  onNavigate?: () => void;
}

/** One section of the cart popup (spec §2.3): its items, VAT and total, and its own checkout button. */
export const CartSectionSummary = forwardRef<HTMLHeadingElement, CartSectionSummaryProps>(function CartSectionSummary(
  { name, section, onRemove, removing, onNavigate },
  headingRef,
) {
  const { t } = useTranslation();
  const headingId = `cart-section-${name}`;
  const { domains, standalone, coupon } = groupItems(section);
  return (
    <Stack component="section" aria-labelledby={headingId} gap="xs">
      <Title order={3} size="h5" id={headingId} ref={headingRef} tabIndex={-1}>
        {t(`cart.sections.${name}`)}
      </Title>
      {domains.length === 0 && standalone.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('cart.sectionEmpty')}
        </Text>
      ) : (
        <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
          {domains.map(({ domain, mailboxes }) => (
            <li key={domain.id}>
              <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                <div style={{ minWidth: 0 }}>
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {domain.domain_utf8}
                    {domain.premium && (
                      <Badge ml={6} size="xs" variant="light">
                        {t('cart.premium')}
                      </Badge>
                    )}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('cart.period', { count: domain.period })}
                    {domain.privacy_level ? ` · ${t('cart.overview.privacy', { price: domain.privacy_price?.display_total ?? '' })}` : ''}
                  </Text>
                  {mailboxes.map((mailbox) => (
                    <Text key={mailbox.id} size="xs" c="dimmed">
                      {mailbox.description} · {mailbox.totalPrice.display_total}
                    </Text>
                  ))}
                </div>
                <Group gap={4} wrap="nowrap">
                  <Text size="sm">{domain.totalPrice.display_total}</Text>
                  {onRemove && (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      onClick={() => onRemove(domain)}
                      loading={removing?.has(domain.id)}
                      aria-label={t('cart.removeDomain', { domain: domain.domain_utf8 })}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  )}
                </Group>
              </Group>
            </li>
          ))}
          {standalone.map((mailbox) => (
            <li key={mailbox.id}>
              <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                <Text size="sm" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                  {mailbox.description}
                </Text>
                <Text size="sm">{mailbox.totalPrice.display_total}</Text>
              </Group>
            </li>
          ))}
        </Stack>
      )}
      {coupon && (
        <Group justify="space-between" gap="xs">
          <Text size="sm">{coupon.description}</Text>
          <Text size="sm">{coupon.totalPrice.display_total}</Text>
        </Group>
      )}
      <CartTotals total={section.total} label={t('cart.totalLabel', { section: t(`cart.sections.${name}`) })} />
      {section.count > 0 && (
        <Button component={Link} to={sectionCheckoutHref(name)} onClick={onNavigate} fullWidth>
          {t(`cart.checkout.${name}`)}
        </Button>
      )}
    </Stack>
  );
});
