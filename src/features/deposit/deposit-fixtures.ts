import { vi } from 'vitest';
import type { DepositBank } from '../../api';
import type { DepositPanelControls } from './deposit-modal';

/** Test data for the deposit panels' component tests (not used by the app). */
export function depositBank(over: Partial<DepositBank> = {}): DepositBank {
  return {
    bankCode: 'SCB',
    bankType: 'BANK',
    mode: 'MANUAL',
    bankAccountName: 'SIAM WALLET CO LTD',
    bankAccountNo: '4071234567',
    currency: null,
    bank: { nameTH: 'ธนาคารไทยพาณิชย์', nameEN: 'Siam Commercial Bank' },
    ...over,
  };
}

/** The deposit modal's controls, recorded. */
export function panelControls() {
  return {
    close: vi.fn<DepositPanelControls['close']>(),
    setBusy: vi.fn<DepositPanelControls['setBusy']>(),
    show: vi.fn<DepositPanelControls['show']>(),
  };
}

/** The slip window lookup as the sandbox answers it. */
export const SLIP_OPEN = { isOpen: true, closeStart: '23:00', closeEnd: '00:30' };
export const SLIP_CLOSED = { ...SLIP_OPEN, isOpen: false };
