import { useState } from 'react';
import { useIntl } from 'react-intl';
import { type Bonus, fillNotice, lookupApi } from '../../api';
import { useErrorText, useServerMessage } from '../../domain/error-text';
import { useMutations } from '../../domain/mutations';
import { useDialog } from '../../ui/dialog-state';
import { useToast } from '../../ui/toast';
import { useAction } from '../../ui/use-action';
import { useNotice } from './bonus-queries';

/** One of the screen's money actions: each credits or ends a bonus. */
export type BonusTask =
  | { kind: 'cancel' }
  | { kind: 'bonus'; bonus: Bonus }
  | { kind: 'promotion'; code: string };

/**
 * The bonus screen's three money actions behind ONE lock (docs/product.md#bonus-and-promotions):
 * a double tap, or a tap on a second card while the first one's confirmation is open, sends
 * nothing more. `busy` holds every money button disabled from the tap to the end
 * (confirmation included); `running` names the one whose call is on its way, for its
 * button's spinner.
 */
export function useBonusActions() {
  const intl = useIntl();
  const dialog = useDialog();
  const toast = useToast();
  const errorText = useErrorText();
  const serverMessage = useServerMessage();
  const mutations = useMutations();
  const notice = useNotice();
  const [running, setRunning] = useState<BonusTask | null>(null);
  const say = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);

  /** Cancel: a danger confirmation first, then the server's message as a toast. */
  async function cancel() {
    const confirmed = await dialog.confirm({
      title: say('bonus.cancelTitle'),
      text: say('bonus.cancelText'),
      confirmLabel: say('bonus.cancel'),
      cancelLabel: say('bonus.keep'),
      danger: true,
    });
    if (!confirmed) return;
    setRunning({ kind: 'cancel' });
    const result = await mutations.clearBonus();
    if (!result.ok) {
      void dialog.error(say('bonus.cancelFailed'), errorText(result.error));
      return;
    }
    toast.success(serverMessage(result.data.message));
  }

  /** A bonus card: the notice with this bonus's percentFail, then the activation. */
  async function activateBonus(bonus: Bonus) {
    const text =
      notice.data?.notice ??
      (await lookupApi.notice().then((result) => (result.ok ? result.data.notice : undefined)));
    const confirmed = await dialog.confirm({
      title: say('bonus.activateTitle', { code: bonus.code }),
      text: text === undefined ? undefined : fillNotice(text, bonus.percentFail),
      confirmLabel: say('bonus.activate'),
    });
    if (!confirmed) return;
    setRunning({ kind: 'bonus', bonus });
    const result = await mutations.activateBonus(bonus.code);
    if (!result.ok) {
      void dialog.error(say('bonus.activateFailed'), errorText(result.error));
      return;
    }
    void dialog.success(say('bonus.saved'));
  }

  async function activatePromotion(code: string) {
    setRunning({ kind: 'promotion', code });
    const result = await mutations.activatePromotion(code);
    if (!result.ok) {
      void dialog.error(say('promotion.activateFailed'), errorText(result.error));
      return;
    }
    void dialog.success(say('promotion.saved'));
  }

  const action = useAction(async (task: BonusTask) => {
    try {
      if (task.kind === 'cancel') await cancel();
      else if (task.kind === 'bonus') await activateBonus(task.bonus);
      else await activatePromotion(task.code);
    } finally {
      setRunning(null);
    }
  });

  return { run: action.run, busy: action.busy, running };
}
