import { memo, useMemo } from 'react';
import { Anchor, Badge, Button, Group, Loader, Skeleton, Text, VisuallyHidden } from '@mantine/core';
import { IconShoppingCartPlus, IconTrash } from '@tabler/icons-react';
import { useRowT } from '@web/i18n/use-row-t';
import { Link } from 'react-router';
import { paths } from '@web/app/paths';
import { RESULT_BADGE_COLORS, resultKind } from '../result-status';
import { cartMark, withCartMark, type SearchEntry } from '../search-results';
import { useDomainSearchSelection } from '../search-state';
import classes from './domain-result-row.module.css';

interface DomainResultRowProps {
  entry: SearchEntry;
  onAdd: (domain: string) => void;
  onRemove: (domain: string) => void;
}

/**
 * One name of the search or of the suggestions: the name, its status as colour and word, the
 * first-year price (and the renewal price when it differs), and the cart button (spec §4).
 */
export const DomainResultRow = memo(function DomainResultRow({ entry: listed, onAdd, onRemove }: DomainResultRowProps) {
  const t = useRowT();
  // The list hands in its entry from a deferred copy of the results; the cart mark (a call under
  // way, in or out of the cart) is read from the current state, so a click shows at once.
  const mark = useDomainSearchSelection((state) => cartMark(state.results?.entries[listed.domain]));
  const entry = useMemo(() => withCartMark(listed, mark), [listed, mark]);
  const kind = resultKind(entry);
  const offered = kind === 'available' || kind === 'premium' || kind === 'inCart';
  const name = entry.domain_utf8;

  return (
    <li className={classes.row} data-domain={entry.domain} aria-busy={kind === 'checking' || entry.loading || undefined}>
      <div className={classes.name}>
        <Text component="span" fw={600} className={classes.domain}>
          {name}
        </Text>
        {kind === 'checking' ? (
          <>
            <Skeleton height={26} width={90} radius="sm" aria-hidden />
            <VisuallyHidden>{t('search.status.checking')}</VisuallyHidden>
          </>
        ) : (
          <Badge
            color={RESULT_BADGE_COLORS[kind]}
            variant="light"
            size="lg"
            // The word in dark text meets WCAG AA on every light badge; the colour is in the background and the dot.
            c="gray.9"
            leftSection={
              <span className={classes.dot} style={{ backgroundColor: `var(--mantine-color-${RESULT_BADGE_COLORS[kind]}-filled)` }} />
            }
            className={classes.badge}
          >
            {t(`search.status.${kind}`)}
          </Badge>
        )}
      </div>

      <div className={classes.price}>
        {kind === 'checking' ? (
          <Skeleton height={20} width={70} aria-hidden />
        ) : offered && entry.price ? (
          <>
            <Text component="span" fw={600} className={classes.amount}>
              {entry.price.display_total}
            </Text>
            <Text component="span" size="xs" c="dimmed" className={classes.amountNote}>
              {entry.renewal && entry.renewal.display_total !== entry.price.display_total
                ? t('search.price.firstYearThen', { renewal: entry.renewal.display_total })
                : t('search.price.perYear')}
            </Text>
          </>
        ) : null}
      </div>

      <div className={classes.action}>
        {kind === 'checking' ? (
          <Skeleton height={36} width={130} aria-hidden />
        ) : offered ? (
          <CartButton entry={entry} inCart={kind === 'inCart'} onAdd={onAdd} onRemove={onRemove} />
        ) : kind === 'taken' ? (
          <Group gap="sm" wrap="nowrap">
            <Anchor component={Link} to={paths.whois.getHref(name)} size="sm" aria-label={t('search.result.whoisLabel', { domain: name })}>
              {t('search.result.whois')}
            </Anchor>
            {/* A name registered elsewhere can move here with its auth code (decision 023). */}
            <Anchor
              component={Link}
              to={`${paths.domainTransfer.getHref()}?${new URLSearchParams({ domain: name })}`}
              size="sm"
              aria-label={t('search.result.transferLabel', { domain: name })}
            >
              {t('search.result.transfer')}
            </Anchor>
          </Group>
        ) : null}
      </div>
    </li>
  );
});

function CartButton({
  entry,
  inCart,
  onAdd,
  onRemove,
}: {
  entry: SearchEntry;
  inCart: boolean;
  onAdd: (domain: string) => void;
  onRemove: (domain: string) => void;
}) {
  const t = useRowT();
  const name = entry.domain_utf8;
  // Disabled while the call runs, yet focusable, so that keyboard focus stays on the button.
  const busy = entry.loading;
  const icon = busy ? (
    <Loader size={16} color="currentColor" aria-hidden />
  ) : inCart ? (
    <IconTrash size={18} aria-hidden />
  ) : (
    <IconShoppingCartPlus size={18} aria-hidden />
  );
  return (
    <Button
      variant={inCart ? 'default' : 'filled'}
      className={classes.button}
      leftSection={icon}
      data-disabled={busy || undefined}
      aria-disabled={busy || undefined}
      aria-label={t(inCart ? 'search.result.removeLabel' : 'search.result.addLabel', { domain: name })}
      onClick={() => {
        if (busy) return;
        if (inCart) onRemove(entry.domain);
        else onAdd(entry.domain);
      }}
    >
      {t(inCart ? 'search.result.remove' : 'search.result.add')}
    </Button>
  );
}
