import { describe, expect, it } from 'vitest';
import { configuredPaymentOptions } from './support-options';

const titles = (support: Parameters<typeof configuredPaymentOptions>[0]) =>
  configuredPaymentOptions(support).map((option) => [option.title, option.value]);

describe('the tip methods the Support dialog offers', () => {
  it('offers card then bank transfer when both have details', () => {
    expect(titles({ cardTransfer: '0000 1111', bankTransfer: 'IBAN 42' })).toEqual([
      ['Card Transfer', '0000 1111'],
      ['Bank Transfer', 'IBAN 42'],
    ]);
  });

  it('leaves out a method without details, blank ones included, and trims the rest', () => {
    expect(titles({ cardTransfer: null, bankTransfer: ' IBAN 42 ' })).toEqual([['Bank Transfer', 'IBAN 42']]);
    expect(titles({ cardTransfer: '   ', bankTransfer: null })).toEqual([]);
  });
});
