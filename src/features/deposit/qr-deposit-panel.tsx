import type { QrProvider } from '../../api';
import type { DepositPanelControls } from './deposit-modal';

// PLACEHOLDER: replaced by the panel's implementation.
export function QrDepositPanel(_props: { providers: QrProvider[] } & DepositPanelControls) {
  return null;
}
