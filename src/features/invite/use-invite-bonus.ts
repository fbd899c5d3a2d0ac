import { useIntl } from 'react-intl';
import { useMoney } from '../../domain/currency';
import { useErrorText, useServerMessage } from '../../domain/error-text';
import { useReceiveInviteBonusMutation } from '../../domain/invite-bonus-mutation';
import { useWallet } from '../../domain/wallet';
import { useDialog } from '../../ui/dialog-state';
import { useAction } from '../../ui/use-action';

/**
 * Receiving the invite bonus (GET /api/invite/bonus), after a confirmation that shows the
 * success and fail percentages (docs/product.md#invite-and-refund); the wallet reloads.
 */
export function useReceiveInviteBonus() {
  const intl = useIntl();
  const dialog = useDialog();
  const errorText = useErrorText();
  const serverMessage = useServerMessage();
  const receiveInviteBonus = useReceiveInviteBonusMutation();
  const money = useMoney();
  const invite = useWallet().data?.invite;
  const action = useAction(async () => {
    if (!invite) return;
    const confirmed = await dialog.confirm({
      title: intl.formatMessage({ id: 'home.inviteConfirmTitle' }),
      text: intl.formatMessage(
        { id: 'home.rates' },
        { money: money.format(invite.amount), success: invite.success, fail: invite.fail },
      ),
      confirmLabel: intl.formatMessage({ id: 'home.receive' }),
    });
    if (!confirmed) return;
    const result = await receiveInviteBonus();
    if (!result.ok) {
      void dialog.error(intl.formatMessage({ id: 'home.failedTitle' }), errorText(result.error));
      return;
    }
    const text = serverMessage(result.data.message);
    if (result.data.success)
      void dialog.success(intl.formatMessage({ id: 'home.receivedTitle' }), text);
    else void dialog.error(intl.formatMessage({ id: 'home.failedTitle' }), text);
  });
  return { ...action, canReceive: Boolean(invite && invite.amount > 0) };
}
