import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { SpinSetup, SpinSlice } from '../../api';
import type { WheelSpinner } from '../../canvas/wheel/wheel-spinner';
import { useErrorText } from '../../domain/error-text';
import { useMutations } from '../../domain/mutations';
import { useDialog } from '../../ui/dialog-state';
import { useAction } from '../../ui/use-action';
import { useSpinErrorText } from './spin-error-text';

export type Wheel = NonNullable<SpinSetup['result']['activeSpinwheel']>;

/** The landed slice stays highlighted this long before the prize modal covers the wheel. */
export const RESULT_PAUSE_MS = 600;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * One spin, end to end (docs/product.md#spinning):
 * 1. a tap starts the wheel turning at once and sends POST /api/spinwheel/spin, once (the
 *    action's lock, and the spinner refuses a second start while it moves);
 * 2. on the answer the coins become `remainingCoin` and the wheel lands on the slice whose
 *    code the server returned. A code that is not on the wheel is an error, never a
 *    landing somewhere else;
 * 3. a refusal or a failed call stops the wheel gently where it is and shows the error;
 * 4. at rest the result is announced, then the prize modal opens. Closing it (or the error
 *    dialog) sets the wheel up again: setup and coupons reload.
 *
 * The wheel being spun is kept as it was at the tap until the spin is over: the setup
 * reload that follows the answer must not change the slices under a landing wheel.
 */
export function useSpin({
  spinner,
  reload,
}: {
  spinner: WheelSpinner;
  /** Sets the wheel up again: reloads the setup and the coupons. */
  reload: () => Promise<unknown>;
}) {
  const intl = useIntl();
  const { spin } = useMutations();
  const dialog = useDialog();
  const errorText = useErrorText();
  const spinErrorText = useSpinErrorText();
  const [spun, setSpun] = useState<Wheel | null>(null);
  const [remaining, setRemaining] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [prize, setPrize] = useState<SpinSlice | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const settle = useCallback(async () => {
    // A failed reload keeps SWR's previous data (and its error): the wheel stays usable.
    await reload().catch(() => undefined);
    if (!mounted.current) return;
    setSpun(null);
    setRemaining(null);
  }, [reload]);

  const { run, busy } = useAction(async (wheel: Wheel) => {
    if (!spinner.start()) return;
    setSpun(wheel);
    setAnnouncement(intl.formatMessage({ id: 'spin.spinning' }));
    const answer = await spin();
    if (!mounted.current) return;

    const refuse = async (text: string) => {
      await spinner.stop();
      if (!mounted.current) return;
      setAnnouncement('');
      await dialog.error(intl.formatMessage({ id: 'spin.failedTitle' }), text);
      if (mounted.current) await settle();
    };
    if (!answer.ok) return refuse(errorText(answer.error));
    const { success, error, result } = answer.data;
    if (!success || !result) return refuse(spinErrorText(error));
    setRemaining(result.remainingCoin);
    const index = wheel.slices.findIndex((slice) => slice.code === result.code);
    const slice = wheel.slices[index];
    if (!slice) return refuse(intl.formatMessage({ id: 'spin.error.unknownSlice' }));

    await spinner.land(index, wheel.slices.length);
    if (!mounted.current) return;
    setAnnouncement(intl.formatMessage({ id: 'spin.stoppedOn' }, { label: slice.label }));
    await pause(RESULT_PAUSE_MS);
    if (mounted.current) setPrize(slice);
  });

  const closePrize = useCallback(() => {
    setPrize(null);
    void settle();
  }, [settle]);

  return {
    /** Starts a spin of `wheel`; ignored while one runs or with no coins (the caller checks). */
    spin: (wheel: Wheel) => void run(wheel),
    /** A spin is under way (from the tap until the result is shown). */
    spinning: busy,
    /** The wheel being spun, until the spin is over. */
    spun,
    /** The coins after the last answer, until the wheel is set up again. */
    remaining,
    announcement,
    prize,
    closePrize,
  };
}
