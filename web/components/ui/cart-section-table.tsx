import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconCreditCard, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { CartItem, SectionCart } from '@common/api/cart.contract';
import { STATUS_COLORS } from '@web/app/theme';

/** The words of a cart section's table, already translated by the feature that shows it. */
export interface CartSectionTexts {
  caption: string;
  item: string;
  price: string;
  remove: string;
  removeNamed: (description: string) => string;
  vat: (rate: string, amount: string) => string;
  total: (amount: string) => string;
  more: string;
  pay: string;
}

/**
 * The texts of a section's table from the keys under `prefix` (caption, item, price, remove,
 * removeNamed, vat, total, more, pay), in the feature's own i18n namespace.
 */
export function cartSectionTexts(t: (key: string, values?: Record<string, string>) => string, prefix: string): CartSectionTexts {
  return {
    caption: t(`${prefix}.caption`),
    item: t(`${prefix}.item`),
    price: t(`${prefix}.price`),
    remove: t(`${prefix}.remove`),
    removeNamed: (item) => t(`${prefix}.removeNamed`, { item }),
    vat: (rate, amount) => t(`${prefix}.vat`, { rate, amount }),
    total: (amount) => t(`${prefix}.total`, { amount }),
    more: t(`${prefix}.more`),
    pay: t(`${prefix}.pay`),
  };
}

/**
 * A non-empty renew or restore cart (spec §2.3: each section with its items, VAT and total and its
 * own checkout): one row per item with its price and a remove button, the VAT line, the total,
 * and the links to choose more and to pay.
 */
export function CartSectionTable({
  cart,
  texts,
  onRemove,
  busy,
  error,
  moreHref,
  payHref,
}: {
  cart: SectionCart;
  texts: CartSectionTexts;
  onRemove: (item: CartItem) => void;
  busy: boolean;
  /** The last removal's failure, in the user's language. */
  error: string | null;
  moreHref: string;
  payHref: string;
}) {
  const { total } = cart;
  return (
    <Stack gap="md">
      <Table.ScrollContainer minWidth={0}>
        <Table verticalSpacing="sm" aria-label={texts.caption}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{texts.item}</Table.Th>
              <Table.Th ta="right">{texts.price}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {Object.values(cart.items).map((item) => (
              <Table.Tr key={item.id}>
                {/* The remove button sits below the price, so that on a phone the description has
                    the rest of the width. */}
                <Table.Td style={{ verticalAlign: 'top' }}>
                  <Description item={item} />
                </Table.Td>
                <Table.Td w="1%" style={{ verticalAlign: 'top' }}>
                  <Stack gap={4} align="flex-end">
                    <Text inherit style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                      {item.totalPrice.display_total}
                    </Text>
                    <Button
                      size="xs"
                      variant="subtle"
                      color={STATUS_COLORS.error}
                      leftSection={<IconTrash size={14} aria-hidden />}
                      disabled={busy}
                      onClick={() => onRemove(item)}
                      aria-label={texts.removeNamed(item.description)}
                    >
                      {texts.remove}
                    </Button>
                  </Stack>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {error && (
        <Text c={STATUS_COLORS.error} size="sm" role="alert">
          {error}
        </Text>
      )}
      <Stack gap={4} align="flex-end" style={{ fontVariantNumeric: 'tabular-nums' }}>
        <Text size="sm">{texts.vat(`${Math.round(total.vat_rate * 1000) / 10} %`, total.display_vat)}</Text>
        <Text fw={700} size="lg">
          {texts.total(total.display_total)}
        </Text>
      </Stack>
      <Group justify="space-between">
        <Button component={Link} to={moreHref} variant="default">
          {texts.more}
        </Button>
        <Button component={Link} to={payHref} leftSection={<IconCreditCard size={16} aria-hidden />}>
          {texts.pay}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * An item's description, which breaks between its words (German compounds are hyphenated where the
 * browser can) and only its domain name anywhere: a name as long as 63 letters must not widen the table.
 */
function Description({ item }: { item: CartItem }) {
  const name = [item.domain_utf8, item.domain].find((candidate) => candidate !== '' && item.description.includes(candidate));
  if (!name) return <span style={{ overflowWrap: 'anywhere' }}>{item.description}</span>;
  const at = item.description.indexOf(name);
  return (
    <>
      {item.description.slice(0, at)}
      <span style={{ overflowWrap: 'anywhere' }}>{name}</span>
      {item.description.slice(at + name.length)}
    </>
  );
}
