import { useEffect, useRef, useState } from 'react';
import { Alert, Button, CloseButton, Divider, Group, ScrollArea, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AllCarts, CartItem } from '@common/api/cart.contract';
import type { RouteName } from '@web/app/paths';
import { useLocalization } from '@web/features/session/hooks/use-session';
import { errorText } from '@web/lib/error-text';
import { cartKeys, domainKeys, queryKeys } from '@web/lib/query-keys';
import { cartCalls, sectionRemoveCalls, useAllCarts } from '../api/cart-api';
import { CART_SECTIONS, removesLocally, withoutDomain, type CartSectionName } from '../cart-rules';
import '../cart-texts';
import { useCartAction } from '../hooks/use-cart-action';
import { CartSectionSummary } from './cart-section-summary';

/** Spec §2.3 / §9: opening focuses the register part (its heading, the entry to its items) after 80 ms. */
export const CART_FOCUS_DELAY_MS = 80;

export interface CartPanelProps {
  /** Called when a link of the panel is followed: the popup closes. */
  onClose: () => void;
  /** The route being shown: on the search routes a removal is local (spec §4). */
  routeName: RouteName;
  /** Opened by the user: the register part gets the focus after 80 ms (spec §2.3). */
  focusRegister: boolean;
}

/** The content of the cart popup of spec §2.3: register, renew and restore, each with items, VAT, total and checkout. */
export function CartPanel({ onClose, routeName, focusRegister }: CartPanelProps) {
  const { t } = useTranslation();
  const { language } = useLocalization();
  const queryClient = useQueryClient();
  const carts = useAllCarts();
  const action = useCartAction();
  const registerHeading = useRef<HTMLHeadingElement>(null);
  const [removing, setRemoving] = useState<ReadonlySet<string>>(new Set());
  // A renewal or restore leaves its section; the carts, the badge and the pages that list the
  // names (the renew and restore lists, under the domains key) read again, also after a failure.
  const sectionRemove = useMutation({
    mutationFn: ({ name, itemId }: { name: Exclude<CartSectionName, 'register'>; itemId: string }) => sectionRemoveCalls[name](itemId),
    onSettled: () =>
      Promise.all([cartKeys.all, queryKeys.appSettings, domainKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
  const failure = action.error ?? (sectionRemove.error ? errorText(sectionRemove.error, language) : null);

  // 80 ms after opening the register part takes the focus; a cart still loading by then gets it
  // the moment its register part is there.
  const focusDue = useRef(false);
  useEffect(() => {
    if (!focusRegister) return;
    const timer = setTimeout(() => {
      if (registerHeading.current) registerHeading.current.focus();
      else focusDue.current = true;
    }, CART_FOCUS_DELAY_MS);
    return () => {
      clearTimeout(timer);
      focusDue.current = false;
    };
  }, [focusRegister]);
  useEffect(() => {
    if (!carts.isSuccess || !focusDue.current || !registerHeading.current) return;
    focusDue.current = false;
    registerHeading.current.focus();
  }, [carts.isSuccess]);

  const remove = (name: CartSectionName, item: CartItem) => {
    const { domain } = item;
    setRemoving((current) => new Set(current).add(item.id));
    const done = () =>
      setRemoving((current) => {
        const next = new Set(current);
        next.delete(item.id);
        return next;
      });
    if (name !== 'register') {
      sectionRemove.mutate({ name, itemId: item.id }, { onSettled: done });
      return;
    }
    if (removesLocally(routeName)) {
      // Spec §4: on the search routes the name leaves the cart here at once; the server follows.
      const known = queryClient.getQueryData<AllCarts>(cartKeys.list());
      if (known) queryClient.setQueryData<AllCarts>(cartKeys.list(), withoutDomain(known, domain));
      cartCalls
        .removeDomain(domain)
        // Spec §8: a failed removal is only logged; reading the cart again shows the truth.
        .catch((error: unknown) => console.error('Removing a domain from the cart failed', error))
        .finally(() => {
          done();
          void queryClient.invalidateQueries({ queryKey: cartKeys.all });
          void queryClient.invalidateQueries({ queryKey: queryKeys.appSettings });
        });
      return;
    }
    void action.run(() => cartCalls.removeDomain(domain)).finally(done);
  };

  return (
    <>
      <Group justify="space-between" mb="sm">
        <Text fw={700}>{t('cart.popup.title')}</Text>
        <CloseButton onClick={onClose} aria-label={t('cart.popup.close')} />
      </Group>
      {carts.isPending ? (
        <Stack gap="sm" role="status" aria-label={t('cart.loading')}>
          <Skeleton height={20} width="40%" />
          <Skeleton height={40} />
          <Skeleton height={20} width="40%" />
          <Skeleton height={40} />
        </Stack>
      ) : carts.isError ? (
        <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} title={t('cart.loadError')}>
          <Stack gap="xs" align="flex-start">
            {errorText(carts.error, language)}
            <Button size="xs" variant="default" onClick={() => void carts.refetch()}>
              {t('cart.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <ScrollArea.Autosize mah="min(70vh, 640px)" type="auto" offsetScrollbars>
          <Stack gap="md">
            {failure && (
              <Alert color="red" role="alert">
                {failure}
              </Alert>
            )}
            {CART_SECTIONS.map((name, index) => (
              <Stack key={name} gap="md">
                {index > 0 && <Divider />}
                <CartSectionSummary
                  name={name}
                  section={carts.data[name]}
                  ref={name === 'register' ? registerHeading : undefined}
                  onRemove={(item) => remove(name, item)}
                  removing={removing}
                  onNavigate={onClose}
                />
              </Stack>
            ))}
          </Stack>
        </ScrollArea.Autosize>
      )}
    </>
  );
}
