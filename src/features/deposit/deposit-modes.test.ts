import type { DepositBank } from '../../api';
import { depositModes } from './deposit-modes';

const bank = (over: Partial<DepositBank>): DepositBank => ({
  bankCode: 'SCB',
  bankType: 'BANK',
  mode: 'MANUAL',
  bankAccountName: 'SIAM WALLET CO LTD',
  bankAccountNo: '4071234567',
  currency: null,
  bank: { nameTH: 'ธนาคารไทยพาณิชย์', nameEN: 'Siam Commercial Bank' },
  ...over,
});

describe('depositModes', () => {
  it('sorts accounts into manual, auto and QR providers, in the order shown', () => {
    const sorted = depositModes({
      banks: [
        bank({}),
        bank({ bankCode: 'KBANK', mode: 'AUTO' }),
        bank({ bankCode: 'PAYTIMZ', bankType: 'PAYMENT', mode: 'AUTO' }),
        bank({ bankCode: 'WW', bankType: 'PAYMENT', mode: 'AUTO' }),
      ],
      wallets: [{ mode: 'AUTO', walletAccountName: 'TrueMoney' }],
      isManual: false,
    });
    expect(sorted.modes).toEqual(['bank', 'auto', 'qr', 'wallet', 'slip']);
    expect(sorted.manual.map((b) => b.bankCode)).toEqual(['SCB']);
    expect(sorted.auto.map((b) => b.bankCode)).toEqual(['KBANK']);
    expect(sorted.providers).toEqual(['KBANK', 'WW', 'PAYTIMZ']);
  });

  it('offers the bank QR code when KBANK is listed once, as a bank account of any mode', () => {
    for (const mode of ['AUTO', 'MANUAL']) {
      const sorted = depositModes({
        banks: [bank({ bankCode: 'KBANK', mode })],
        wallets: [],
        isManual: false,
      });
      expect(sorted.providers).toEqual(['KBANK']);
      expect(sorted.modes).toContain('qr');
    }
  });

  it('lists the bank QR code once when KBANK is also a PAYMENT item', () => {
    const sorted = depositModes({
      banks: [
        bank({ bankCode: 'KBANK', mode: 'AUTO' }),
        bank({ bankCode: 'KBANK', bankType: 'PAYMENT', mode: 'AUTO' }),
      ],
      wallets: [],
      isManual: false,
    });
    expect(sorted.providers).toEqual(['KBANK']);
    expect(sorted.modes).toEqual(['auto', 'qr']);
  });

  it('offers no mode that has nothing in it, and ignores unknown providers', () => {
    const sorted = depositModes({
      banks: [bank({ bankCode: 'XPAY', bankType: 'PAYMENT' })],
      wallets: [],
      isManual: false,
    });
    expect(sorted.modes).toEqual([]);
    expect(sorted.providers).toEqual([]);
  });
});
