/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useBrand } from '../../domain/brand';
import { useErrorText } from '../../domain/error-text';
import {
  addPasskey,
  cancelPasskeyCeremony,
  type PasskeyFailure,
  passkeyAutofillAvailable,
  passkeyLogin,
  passkeyOfferAnswered,
  passkeysPossible,
  platformPasskeyAvailable,
  rememberPasskeyOffer,
} from '../../domain/passkeys';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { useTheme } from '../../ui/theme';
import { useAction } from '../../ui/use-action';
import { selfExcludedText } from './self-excluded-text';

export interface PasskeyPartProps {
  /** "Remember me" as the player left it. */
  remember: boolean;
  /** The phone of a password login that just succeeded: offer a passkey, once per member. */
  passwordLogin: string | null;
  /** A passkey login succeeded: its token. */
  onLoggedIn: (token: string) => void;
  /** The offer after a password login was answered, or not made. */
  onOfferDone: () => void;
  /** Shows a failure in the login screen's message. */
  onError: (text: string) => void;
}

/**
 * The login screen's passkey part (docs/product.md#passkeys), loaded only when the backend
 * announces `passkeys`: the "Log in with a passkey" button, the passkeys of the phone
 * field's autofill (conditional mediation) while the screen is open, and after a password
 * login the one-time offer of a fingerprint or face login on this device.
 */
export default function PasskeyPart({
  remember,
  passwordLogin,
  onLoggedIn,
  onOfferDone,
  onError,
}: PasskeyPartProps) {
  const intl = useIntl();
  const errorText = useErrorText();
  const [possible] = useState(passkeysPossible);
  const rememberRef = useRef(remember);
  rememberRef.current = remember;
  const callbacks = useRef({ onLoggedIn, onError });
  callbacks.current = { onLoggedIn, onError };

  const { timeZone } = useBrand();
  // A break the member chose refuses a passkey login as it does a password one: until when.
  const failureText = (failure: Exclude<PasskeyFailure, 'cancelled'>) =>
    failure === 'device'
      ? intl.formatMessage({ id: 'passkey.deviceFailed' })
      : ((failure.code === 'SELF_EXCLUDED' ? selfExcludedText(intl, failure, timeZone) : null) ??
        errorText(failure));
  const failureRef = useRef(failureText);
  failureRef.current = failureText;

  // Autofill: the browser lists this site's passkeys under the phone field until one is
  // picked or the screen goes. A ceremony started by the button replaces it.
  useEffect(() => {
    if (!possible) return;
    let live = true;
    void (async () => {
      if (!(await passkeyAutofillAvailable()) || !live) return;
      const outcome = await passkeyLogin(true, () => rememberRef.current);
      if (!live) return;
      if (outcome.ok) callbacks.current.onLoggedIn(outcome.data);
      else if (outcome.error !== 'cancelled')
        callbacks.current.onError(failureRef.current(outcome.error));
    })();
    return () => {
      live = false;
      cancelPasskeyCeremony();
    };
  }, [possible]);

  const button = useAction(async () => {
    const outcome = await passkeyLogin(false, () => rememberRef.current);
    if (outcome.ok) onLoggedIn(outcome.data);
    else if (outcome.error !== 'cancelled') onError(failureText(outcome.error));
  });

  return (
    <>
      {possible ? (
        <Button
          variant="secondary"
          block
          loading={button.busy}
          disabled={passwordLogin !== null}
          onClick={() => void button.run()}
        >
          <FormattedMessage id="passkey.login" />
        </Button>
      ) : null}
      {passwordLogin === null ? null : (
        <PasskeyOffer phone={passwordLogin} onDone={onOfferDone} failureText={failureText} />
      )}
    </>
  );
}

/**
 * "Log in with fingerprint or face next time?" after a password login, on a device with a
 * platform authenticator, once per member: the answer is kept on the device either way.
 */
function PasskeyOffer({
  phone,
  onDone,
  failureText,
}: {
  phone: string;
  onDone: () => void;
  failureText: (failure: Exclude<PasskeyFailure, 'cancelled'>) => string;
}) {
  const theme = useTheme();
  const [offer, setOffer] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const done = useRef(onDone);
  done.current = onDone;

  useEffect(() => {
    let live = true;
    void (async () => {
      const available = !passkeyOfferAnswered(phone) && (await platformPasskeyAvailable());
      if (!live) return;
      if (available) setOffer(true);
      else done.current();
    })();
    return () => {
      live = false;
    };
  }, [phone]);

  const accept = useAction(async () => {
    setError(null);
    const outcome = await addPasskey();
    if (outcome.ok) {
      rememberPasskeyOffer(phone, 'added');
      onDone();
    } else if (outcome.error !== 'cancelled') {
      setError(failureText(outcome.error));
    }
  });

  const decline = () => {
    rememberPasskeyOffer(phone, 'declined');
    onDone();
  };

  return (
    <Modal
      open={offer}
      onClose={decline}
      dismissible={!accept.busy}
      size="sm"
      title={<FormattedMessage id="passkey.offer.title" />}
      footer={
        <div css={css`display: grid; gap: 8px;`}>
          <Button block data-autofocus loading={accept.busy} onClick={() => void accept.run()}>
            <FormattedMessage id="passkey.offer.accept" />
          </Button>
          <Button variant="secondary" block disabled={accept.busy} onClick={decline}>
            <FormattedMessage id="passkey.offer.decline" />
          </Button>
        </div>
      }
    >
      <p css={css`margin: 0;`}>
        <FormattedMessage id="passkey.offer.text" />
      </p>
      {error ? (
        <p role="alert" css={css`margin: 12px 0 0; color: ${theme.danger}; font-weight: 600;`}>
          {error}
        </p>
      ) : null}
    </Modal>
  );
}
