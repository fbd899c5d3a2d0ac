import type { DepositPanelControls } from './deposit-modal';

// PLACEHOLDER: replaced by the panel's implementation.
export function SlipUploadPanel(_props: DepositPanelControls) {
  return null;
}
