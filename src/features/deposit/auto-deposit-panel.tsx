import type { DepositBank } from '../../api';
import type { DepositPanelControls } from './deposit-modal';

// PLACEHOLDER: replaced by the panel's implementation.
export function AutoDepositPanel(_props: { banks: DepositBank[] } & DepositPanelControls) {
  return null;
}
