import { type ApiError, type Passkey, passkeysApi } from '../api';
import { readLocal, writeLocal } from '../lib/storage';

/**
 * Passkeys (docs/product.md#passkeys, docs/api.md#passkeys): the WebAuthn ceremonies through
 * @simplewebauthn/browser, loaded on first use (never in /login's first download), and the
 * device's memory of the "fingerprint or face next time?" answer. Only the passkey UI
 * imports this module, and it loads lazily.
 */

/** Why a ceremony did not end in a result: the server's refusal, the player, or the device. */
export type PasskeyFailure = ApiError | 'cancelled' | 'device';
export type PasskeyOutcome<T> = { ok: true; data: T } | { ok: false; error: PasskeyFailure };

const browserLibrary = () => import('@simplewebauthn/browser');

/** A dotted IPv4 or a bracketed IPv6 host: browsers refuse WebAuthn on an IP address. */
const isIpHost = (host: string) => /^[\d.]+$/.test(host) || host.startsWith('[');

/**
 * Whether this page can run WebAuthn at all: a secure context with the API, on a host name
 * (the sandbox on http://127.0.0.1 cannot; http://localhost can).
 */
export function passkeysPossible(): boolean {
  return (
    typeof window !== 'undefined' &&
    window.isSecureContext &&
    typeof window.PublicKeyCredential === 'function' &&
    !isIpHost(window.location.hostname)
  );
}

/** Whether the device itself can hold a passkey unlocked by fingerprint, face or screen lock. */
export async function platformPasskeyAvailable(): Promise<boolean> {
  if (!passkeysPossible()) return false;
  try {
    return await PublicKeyCredential.isUserVerifyingPlatformAuthenticatorAvailable();
  } catch {
    return false;
  }
}

/** Whether the browser offers passkeys in the phone field's autofill (conditional mediation). */
export async function passkeyAutofillAvailable(): Promise<boolean> {
  if (!passkeysPossible()) return false;
  try {
    return (await PublicKeyCredential.isConditionalMediationAvailable?.()) === true;
  } catch {
    return false;
  }
}

/**
 * A ceremony the browser ended: the player closed its sheet or another ceremony replaced it
 * (`NotAllowedError`, `AbortError`), or the device failed.
 */
function browserFailure(error: unknown): PasskeyFailure {
  const name = error instanceof Error ? error.name : '';
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.name : '';
  return [name, cause].some((each) => each === 'NotAllowedError' || each === 'AbortError')
    ? 'cancelled'
    : 'device';
}

/** Makes a passkey on this device for the logged-in member and saves it on the server. */
export async function addPasskey(): Promise<PasskeyOutcome<Passkey>> {
  const [options, { startRegistration }] = await Promise.all([
    passkeysApi.registerOptions(),
    browserLibrary(),
  ]);
  if (!options.ok) return options;
  let response: Awaited<ReturnType<typeof startRegistration>>;
  try {
    response = await startRegistration({ optionsJSON: options.data.options });
  } catch (error) {
    return { ok: false, error: browserFailure(error) };
  }
  const saved = await passkeysApi.register(response);
  return saved.ok ? { ok: true, data: saved.data.passkey } : saved;
}

/**
 * Logs in with a passkey the device holds: from the button, or (`autofill`) waiting for the
 * player to pick one in the phone field's suggestions. `remember` is read once the
 * player has picked, so a later change of the checkbox counts. Answers the session token.
 */
export async function passkeyLogin(
  autofill: boolean,
  remember: () => boolean,
): Promise<PasskeyOutcome<string>> {
  const [options, { startAuthentication }] = await Promise.all([
    passkeysApi.loginOptions(),
    browserLibrary(),
  ]);
  if (!options.ok) return options;
  let response: Awaited<ReturnType<typeof startAuthentication>>;
  try {
    response = await startAuthentication({
      optionsJSON: options.data.options,
      useBrowserAutofill: autofill,
    });
  } catch (error) {
    return { ok: false, error: browserFailure(error) };
  }
  const result = await passkeysApi.login(response, remember());
  return result.ok ? { ok: true, data: result.data.token } : result;
}

/** Ends a ceremony still waiting (the autofill one when the login screen goes). */
export function cancelPasskeyCeremony(): void {
  void browserLibrary().then(({ WebAuthnAbortService }) => WebAuthnAbortService.cancelCeremony());
}

type OfferAnswer = 'added' | 'declined';

function offerAnswers(): Record<string, OfferAnswer> {
  try {
    const stored: unknown = JSON.parse(readLocal('passkeyOffer') ?? '{}');
    if (!stored || typeof stored !== 'object') return {};
    const answers: Record<string, OfferAnswer> = {};
    for (const [phone, answer] of Object.entries(stored)) {
      if (answer === 'added' || answer === 'declined') answers[phone] = answer;
    }
    return answers;
  } catch {
    return {};
  }
}

/** Whether this member answered the offer on this device (localStorage `passkeyOffer`). */
export function passkeyOfferAnswered(phone: string): boolean {
  return phone in offerAnswers();
}

export function rememberPasskeyOffer(phone: string, answer: OfferAnswer): void {
  writeLocal('passkeyOffer', JSON.stringify({ ...offerAnswers(), [phone]: answer }));
}
