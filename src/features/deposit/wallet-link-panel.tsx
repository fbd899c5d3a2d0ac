import type { DepositWallet } from '../../api';
import type { DepositPanelControls } from './deposit-modal';

// PLACEHOLDER: replaced by the panel's implementation.
export function WalletLinkPanel(_props: { wallets: DepositWallet[] } & DepositPanelControls) {
  return null;
}
