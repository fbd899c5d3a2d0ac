import { Type } from 'typebox';
import { LoginResult } from './account';
import { type CallSpec, INPUT_ERRORS } from './call';
import { IsoTime, Nullable, Ok } from './primitives';

/**
 * Passkeys (docs/api.md#passkeys): WebAuthn registration and login. The options and
 * responses are the WebAuthn JSON forms (base64url for every byte string) that
 * `@simplewebauthn/browser` and `@simplewebauthn/server` exchange; the schemas name what the
 * wallet and the backend read, as unions of the values WebAuthn defines.
 */

const Base64Url = (description: string) => Type.String({ maxLength: 4096, description });

/** `public-key`, the one credential type WebAuthn defines. */
const CredentialType = Type.String({ maxLength: 20 });
/** `usb`, `nfc`, `ble`, `internal`, `hybrid`, …: as the device reported them. */
const Transports = Type.Array(Type.String({ maxLength: 20 }), { maxItems: 10 });
const Requirement = Type.Union([
  Type.Literal('required'),
  Type.Literal('preferred'),
  Type.Literal('discouraged'),
]);
const Attachment = Type.Union([Type.Literal('platform'), Type.Literal('cross-platform')]);
const Hint = Type.Union([
  Type.Literal('hybrid'),
  Type.Literal('security-key'),
  Type.Literal('client-device'),
]);

const CredentialDescriptor = Type.Object({
  id: Base64Url('credential id'),
  type: CredentialType,
  transports: Type.Optional(Transports),
});

/** `PublicKeyCredentialCreationOptionsJSON`: what `navigator.credentials.create` is given. */
export const PasskeyCreationOptions = Type.Object({
  rp: Type.Object({ name: Type.String(), id: Type.Optional(Type.String()) }),
  user: Type.Object({
    id: Base64Url('the member, opaque (not the phone)'),
    name: Type.String(),
    displayName: Type.String(),
  }),
  challenge: Base64Url('single use, short-lived'),
  pubKeyCredParams: Type.Array(
    Type.Object({ alg: Type.Number(), type: Type.Literal('public-key') }),
  ),
  timeout: Type.Optional(Type.Number()),
  excludeCredentials: Type.Optional(Type.Array(CredentialDescriptor)),
  authenticatorSelection: Type.Optional(
    Type.Object({
      authenticatorAttachment: Type.Optional(Attachment),
      requireResidentKey: Type.Optional(Type.Boolean()),
      residentKey: Type.Optional(Requirement),
      userVerification: Type.Optional(Requirement),
    }),
  ),
  hints: Type.Optional(Type.Array(Hint)),
  attestation: Type.Optional(
    Type.Union([
      Type.Literal('none'),
      Type.Literal('indirect'),
      Type.Literal('direct'),
      Type.Literal('enterprise'),
    ]),
  ),
  extensions: Type.Optional(Type.Object({ credProps: Type.Optional(Type.Boolean()) })),
});

/** `PublicKeyCredentialRequestOptionsJSON`: what `navigator.credentials.get` is given. */
export const PasskeyRequestOptions = Type.Object({
  challenge: Base64Url('single use, short-lived'),
  timeout: Type.Optional(Type.Number()),
  rpId: Type.Optional(Type.String()),
  allowCredentials: Type.Optional(Type.Array(CredentialDescriptor)),
  userVerification: Type.Optional(Requirement),
  hints: Type.Optional(Type.Array(Hint)),
});

const ResponseCommon = {
  id: Base64Url('credential id'),
  rawId: Base64Url('credential id'),
  type: Type.Literal('public-key'),
  authenticatorAttachment: Type.Optional(Attachment),
  clientExtensionResults: Type.Object({}),
};

/** `RegistrationResponseJSON`: what `navigator.credentials.create` answered. */
export const PasskeyRegistration = Type.Object({
  ...ResponseCommon,
  response: Type.Object({
    clientDataJSON: Base64Url('client data'),
    attestationObject: Base64Url('attestation object'),
    transports: Type.Optional(Transports),
  }),
});

/** `AuthenticationResponseJSON`: what `navigator.credentials.get` answered. */
export const PasskeyAssertion = Type.Object({
  ...ResponseCommon,
  response: Type.Object({
    clientDataJSON: Base64Url('client data'),
    authenticatorData: Base64Url('authenticator data'),
    signature: Base64Url('signature'),
    userHandle: Type.Optional(Base64Url('the user id given at registration')),
  }),
});

export const Passkey = Type.Object({
  id: Type.String(),
  name: Nullable(
    Type.String({ description: 'the device it was made on, or null (the wallet says "Passkey")' }),
  ),
  createdAt: IsoTime(),
  lastUsedAt: Nullable(IsoTime('ISO 8601 time, UTC; null: never used to log in')),
});

export const passkeyCalls = [
  {
    method: 'POST',
    path: '/api/passkeys/register/options',
    tag: 'passkeys',
    summary: 'Starts adding a passkey: the WebAuthn creation options (a fresh challenge)',
    member: true,
    effect: 'write',
    result: Type.Object({ options: PasskeyCreationOptions }),
    errors: [],
  },
  {
    method: 'POST',
    path: '/api/passkeys/register',
    tag: 'passkeys',
    summary: 'Adds the passkey the device made from those options',
    member: true,
    effect: 'write',
    body: Type.Object({ response: PasskeyRegistration }),
    result: Type.Object({ passkey: Passkey }),
    errors: [...INPUT_ERRORS, 'PASSKEY_CHALLENGE_EXPIRED', 'PASSKEY_INVALID', 'PASSKEY_EXISTS'],
  },
  {
    method: 'POST',
    path: '/api/passkeys/login/options',
    tag: 'passkeys',
    summary: 'Starts a passkey login: the WebAuthn request options (a fresh challenge)',
    member: false,
    effect: 'write',
    result: Type.Object({ options: PasskeyRequestOptions }),
    errors: ['REQUEST_LIMIT'],
  },
  {
    method: 'POST',
    path: '/api/passkeys/login',
    tag: 'passkeys',
    summary: 'Logs in with a passkey (a session like POST /api/login)',
    member: false,
    effect: 'write',
    body: Type.Object({
      response: PasskeyAssertion,
      /** Token lifetime 30 days when true, 1 day otherwise, as POST /api/login. */
      remember: Type.Optional(Type.Boolean()),
    }),
    result: LoginResult,
    errors: [
      ...INPUT_ERRORS,
      'PASSKEY_CHALLENGE_EXPIRED',
      'PASSKEY_UNKNOWN',
      'PASSKEY_INVALID',
      'INACTIVE_USER',
      'SELF_EXCLUDED',
      'REQUEST_LIMIT',
    ],
  },
  {
    method: 'GET',
    path: '/api/passkeys',
    tag: 'passkeys',
    summary: "The member's passkeys",
    member: true,
    effect: 'read',
    result: Type.Object({ passkeys: Type.Array(Passkey) }),
    errors: [],
    strict: true,
  },
  {
    method: 'DELETE',
    path: '/api/passkeys/:id',
    tag: 'passkeys',
    summary: "Removes one of the member's passkeys: it no longer logs in",
    member: true,
    effect: 'write',
    params: Type.Object({ id: Type.String({ maxLength: 100 }) }),
    result: Ok,
    errors: ['NO_DATA'],
  },
] as const satisfies readonly CallSpec[];
