import { useIntl } from 'react-intl';
import { useSWRConfig } from 'swr';
import { type InviteSummary, inviteApi, walletPaths } from '../../api';
import { useErrorText } from '../../app/hooks';
import { formatAmount } from '../../lib/format';
import { useDialog } from '../../ui/dialog-state';
import { useAction } from '../../ui/use-action';
import { useServerMessage } from './use-server-message';

/**
 * Receiving the invite bonus (GET /api/invite/bonus), after a confirmation that shows the
 * success and fail percentages (spec §9); the wallet reloads after it.
 */
export function useReceiveInviteBonus(invite: InviteSummary | undefined) {
  const intl = useIntl();
  const dialog = useDialog();
  const errorText = useErrorText();
  const serverMessage = useServerMessage();
  const { mutate } = useSWRConfig();
  return useAction(async () => {
    if (!invite) return;
    const confirmed = await dialog.confirm({
      title: intl.formatMessage({ id: 'home.inviteConfirmTitle' }),
      text: intl.formatMessage(
        { id: 'home.rates' },
        { amount: formatAmount(invite.amount), success: invite.success, fail: invite.fail },
      ),
      confirmLabel: intl.formatMessage({ id: 'home.receive' }),
    });
    if (!confirmed) return;
    const result = await inviteApi.receiveBonus();
    if (!result.ok) {
      void dialog.error(intl.formatMessage({ id: 'home.failedTitle' }), errorText(result.error));
      return;
    }
    await mutate(walletPaths.wallet);
    const text = serverMessage(result.data.message);
    if (result.data.success)
      void dialog.success(intl.formatMessage({ id: 'home.receivedTitle' }), text);
    else void dialog.error(intl.formatMessage({ id: 'home.failedTitle' }), text);
  });
}
