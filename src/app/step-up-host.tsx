import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense, useCallback, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useToken } from '../domain/session';
import { stepUpAtom } from '../domain/step-up-state';
import { ErrorBoundary } from '../ui/error-boundary';
import { Modal } from '../ui/modal';
import { withMessages } from './with-messages';

// Asked for only after a REAUTH_REQUIRED refusal: its code arrives with the first one.
const StepUpDialog = lazy(() =>
  withMessages(import('../features/step-up/step-up-dialog'), ['stepUp']),
);

/** The password dialog of capability stepUp (src/domain/step-up.ts), while one is asked for. */
export function StepUpHost() {
  const open = useAtomValue(stepUpAtom) !== null;
  const setRequest = useSetAtom(stepUpAtom);
  const token = useToken();
  const intl = useIntl();
  // A request belongs to the session the server refused. When that session ends (a logout,
  // another device logging it out, any 401) or another begins, it is answered "not proven":
  // the order it holds is dropped, never sent later on the next login's token.
  const cancel = useCallback(
    () =>
      setRequest((current) => {
        current?.resolve(false);
        return null;
      }),
    [setRequest],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new token is what ends the request
  useEffect(() => cancel, [token, cancel]);
  if (!open) return null;
  return (
    // The dialog's code may fail to arrive on a poor network: the order is then answered
    // "not proven" when the player closes the notice, instead of waiting for ever.
    <ErrorBoundary
      name="ui.partDialog"
      frame={(alert) => (
        <Modal open onClose={cancel} title={intl.formatMessage({ id: 'ui.partDialog' })}>
          {alert}
        </Modal>
      )}
    >
      <Suspense fallback={null}>
        <StepUpDialog />
      </Suspense>
    </ErrorBoundary>
  );
}
