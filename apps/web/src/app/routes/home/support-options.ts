import type { AppConfig } from '@/features/app-config';
import { BankIcon, CardPaymentIcon, type IconComponent } from '@/components/icons';

export interface PaymentOption {
  key: keyof AppConfig['support'];
  icon: IconComponent;
  title: string;
  hint: string;
  value: string;
}

const METHODS: readonly Omit<PaymentOption, 'value'>[] = [
  { key: 'cardTransfer', icon: CardPaymentIcon, title: 'Card Transfer', hint: 'Send a tip to this card number.' },
  { key: 'bankTransfer', icon: BankIcon, title: 'Bank Transfer', hint: 'Use these details in your banking app.' },
];

/**
 * The ways to tip that the server has details for, in the dialog's order. A method without
 * details is left out rather than shown as a dead end (a blank or whitespace value counts as none).
 */
export function configuredPaymentOptions(support: AppConfig['support']): PaymentOption[] {
  return METHODS.flatMap((method) => {
    const value = support[method.key]?.trim();
    return value ? [{ ...method, value }] : [];
  });
}
