import type { AppConfig } from '@/features/app-config';
import { BankIcon, CardPaymentIcon, type IconComponent } from '@/components/icons';
import { SUPPORT_TEXT } from './support.i18n';

type SupportTexts = (typeof SUPPORT_TEXT)['en'];

export interface PaymentOption {
  key: keyof AppConfig['support'];
  icon: IconComponent;
  title: string;
  hint: string;
  value: string;
}

const METHODS = (t: SupportTexts): readonly Omit<PaymentOption, 'value'>[] => [
  { key: 'cardTransfer', icon: CardPaymentIcon, title: t.cardTransfer, hint: t.cardTransferHint },
  { key: 'bankTransfer', icon: BankIcon, title: t.bankTransfer, hint: t.bankTransferHint },
];

/**
 * The ways to tip that the server has details for, in the dialog's order. A method without
 * details is left out rather than shown as a dead end (a blank or whitespace value counts as none).
 */
export function configuredPaymentOptions(support: AppConfig['support'], t: SupportTexts = SUPPORT_TEXT.en): PaymentOption[] {
  return METHODS(t).flatMap((method) => {
    const value = support[method.key]?.trim();
    return value ? [{ ...method, value }] : [];
  });
}
