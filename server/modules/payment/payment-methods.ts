import type { PaymentMethodName, PayType } from '@common/api/payment.contract';

/** The methods offered to pay a cart section, or a top-up ('account', which the balance cannot pay); Apple Pay only in the test environment (spec §1). */
export function paymentMethodsFor(type: PayType, testEnvironment: boolean): PaymentMethodName[] {
  const methods: PaymentMethodName[] =
    type === 'account' ? ['card', 'paypal', 'apple_pay', 'bank_transfer'] : ['balance', 'card', 'paypal', 'apple_pay', 'bank_transfer'];
  return testEnvironment ? methods : methods.filter((method) => method !== 'apple_pay');
}
