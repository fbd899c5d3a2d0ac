import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type WebAuthnCredential,
} from '@simplewebauthn/server';
import { decodeClientDataJSON, isoBase64URL } from '@simplewebauthn/server/helpers';
import type { FastifyInstance } from 'fastify';
import type { Sandbox } from '../context';
import type { PasskeyRow, UserRow } from '../db/rows';
import { issueToken, requireMember } from '../lib/auth';
import { contractRoutes } from '../lib/contract-routes';
import { ApiError, fail, tooMany } from '../lib/errors';
import { requireFeature } from '../lib/features';
import { newId } from '../lib/ids';
import { OK } from '../lib/ok';
import { clientAddress } from '../lib/rate-store';
import { deviceName, relyingParty } from '../lib/relying-party';
import { refuseExcluded } from '../lib/self-exclusion';
import { iso } from '../lib/time';

/** A challenge lives 5 minutes (the options ask the browser to give up after 2). */
export const PASSKEY_CHALLENGE_MS = 5 * 60_000;
const TIMEOUT_MS = 2 * 60_000;

function transportsOf(row: PasskeyRow): string[] {
  const stored: unknown = JSON.parse(row.transports);
  return Array.isArray(stored) ? stored.filter((name) => typeof name === 'string') : [];
}

function passkeyOf(row: PasskeyRow) {
  return {
    id: row.id,
    name: row.name,
    createdAt: iso(row.created_at),
    lastUsedAt: row.last_used_at === null ? null : iso(row.last_used_at),
  };
}

/**
 * Passkeys (docs/api.md#passkeys) with @simplewebauthn/server: attestation `none`, user
 * verification required (the fingerprint or face), discoverable credentials so that the
 * login needs no phone. Challenges are rows, used up by the first verify that names them.
 */
export function passkeyRoutes(app: FastifyInstance, sandbox: Sandbox): void {
  const route = contractRoutes(app, sandbox);
  const { db } = sandbox;
  const rp = () => relyingParty(sandbox.publicOrigin());

  // Passkey logins (options and answers) are limited per client address as password logins
  // are (docs/api.md#login-limits), on a count of their own.
  const perAddress = app.createRateLimit({
    max: sandbox.loginLimits.perAddress.max,
    timeWindow: sandbox.loginLimits.perAddress.windowMs,
    keyGenerator: (request) => `passkey-login-address:${clientAddress(request)}`,
  });

  function newChallenge(kind: 'register' | 'login', userId: string | null, challenge: string) {
    const now = sandbox.now();
    db.prepare('DELETE FROM passkey_challenges WHERE expires_at <= ?').run(now);
    db.prepare(
      'INSERT INTO passkey_challenges (challenge, kind, user_id, expires_at) VALUES (?, ?, ?, ?)',
    ).run(challenge, kind, userId, now + PASSKEY_CHALLENGE_MS);
  }

  /** Uses up the challenge the client data names; PASSKEY_CHALLENGE_EXPIRED if none is live. */
  function takeChallenge(
    clientDataJSON: string,
    kind: 'register' | 'login',
    userId: string | null,
  ): string {
    let challenge: string;
    try {
      challenge = decodeClientDataJSON(clientDataJSON).challenge;
    } catch {
      throw new ApiError('PASSKEY_INVALID');
    }
    if (typeof challenge !== 'string') throw new ApiError('PASSKEY_INVALID');
    const row = db
      .prepare<[string, string, string | null, number], { challenge: string }>(
        `DELETE FROM passkey_challenges
         WHERE challenge = ? AND kind = ? AND user_id IS ? AND expires_at > ?
         RETURNING challenge`,
      )
      .get(challenge, kind, userId, sandbox.now());
    if (!row) throw new ApiError('PASSKEY_CHALLENGE_EXPIRED');
    return row.challenge;
  }

  route('POST /api/passkeys/register/options', async (request) => {
    requireFeature(sandbox);
    const user = requireMember(sandbox, request);
    const existing = db
      .prepare<[string], PasskeyRow>('SELECT * FROM passkeys WHERE user_id = ?')
      .all(user.id);
    const party = rp();
    const options = await generateRegistrationOptions({
      rpName: sandbox.brand.appName,
      rpID: party.id,
      userName: user.username,
      userDisplayName: user.name,
      // The member id, not the phone: the handle is stored on the device.
      userID: isoBase64URL.toBuffer(isoBase64URL.fromUTF8String(user.id)),
      timeout: TIMEOUT_MS,
      attestationType: 'none',
      excludeCredentials: existing.map((row) => ({
        id: row.credential_id,
        transports: transportsOf(row),
      })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    newChallenge('register', user.id, options.challenge);
    return { options };
  });

  route('POST /api/passkeys/register', async (request) => {
    requireFeature(sandbox);
    const user = requireMember(sandbox, request);
    const { response } = request.body;
    const challenge = takeChallenge(response.response.clientDataJSON, 'register', user.id);
    const party = rp();
    let verified: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
    try {
      verified = await verifyRegistrationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: party.origin,
        expectedRPID: party.id,
        requireUserVerification: true,
      });
    } catch (error) {
      sandbox.log(`passkey registration refused: ${String(error)}`);
      throw new ApiError('PASSKEY_INVALID');
    }
    if (!verified.verified) throw new ApiError('PASSKEY_INVALID');
    const { credential } = verified.registrationInfo;
    if (db.prepare('SELECT 1 FROM passkeys WHERE credential_id = ?').get(credential.id)) {
      throw new ApiError('PASSKEY_EXISTS');
    }
    const row: PasskeyRow = {
      id: newId(),
      user_id: user.id,
      credential_id: credential.id,
      public_key: Buffer.from(credential.publicKey),
      counter: credential.counter,
      transports: JSON.stringify(credential.transports ?? response.response.transports ?? []),
      name: deviceName(request.headers['user-agent']),
      created_at: sandbox.now(),
      last_used_at: null,
    };
    db.prepare(
      `INSERT INTO passkeys (id, user_id, credential_id, public_key, counter, transports, name,
         created_at, last_used_at)
       VALUES (@id, @user_id, @credential_id, @public_key, @counter, @transports, @name,
         @created_at, @last_used_at)`,
    ).run(row);
    sandbox.log(`passkey added for ${user.username}`);
    return { passkey: passkeyOf(row) };
  });

  route('POST /api/passkeys/login/options', async (request) => {
    requireFeature(sandbox);
    const limit = await perAddress(request);
    if (!limit.isAllowed && limit.isExceeded) throw tooMany('REQUEST_LIMIT', limit.ttl);
    // No allowCredentials: the device offers the passkeys it holds for this site
    // (discoverable credentials), so the login asks for no phone and tells nobody whose it is.
    const options = await generateAuthenticationOptions({
      rpID: rp().id,
      timeout: TIMEOUT_MS,
      userVerification: 'required',
    });
    newChallenge('login', null, options.challenge);
    return { options };
  });

  route('POST /api/passkeys/login', async (request) => {
    requireFeature(sandbox);
    const limit = await perAddress(request);
    if (!limit.isAllowed && limit.isExceeded) throw tooMany('REQUEST_LIMIT', limit.ttl);
    const { response, remember } = request.body;
    const challenge = takeChallenge(response.response.clientDataJSON, 'login', null);
    const row = db
      .prepare<[string], PasskeyRow>('SELECT * FROM passkeys WHERE credential_id = ?')
      .get(response.id);
    if (!row) throw new ApiError('PASSKEY_UNKNOWN');
    const credential: WebAuthnCredential = {
      id: row.credential_id,
      publicKey: new Uint8Array(row.public_key),
      counter: row.counter,
      transports: transportsOf(row),
    };
    const party = rp();
    let verified: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
    try {
      // The library refuses a counter that did not grow (a cloned authenticator) unless both
      // are 0 (synced passkeys report 0).
      verified = await verifyAuthenticationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: party.origin,
        expectedRPID: party.id,
        credential,
        requireUserVerification: true,
      });
    } catch (error) {
      sandbox.log(`passkey login refused: ${String(error)}`);
      throw new ApiError('PASSKEY_INVALID');
    }
    if (!verified.verified) throw new ApiError('PASSKEY_INVALID');
    const user = db.prepare<[string], UserRow>('SELECT * FROM users WHERE id = ?').get(row.user_id);
    if (!user) throw new ApiError('PASSKEY_UNKNOWN');
    if (!user.is_active) throw new ApiError('INACTIVE_USER', 403);
    // A break the member chose locks every way in (docs/api.md#self-exclusion).
    refuseExcluded(sandbox, user);
    db.prepare('UPDATE passkeys SET counter = ?, last_used_at = ? WHERE id = ?').run(
      verified.authenticationInfo.newCounter,
      sandbox.now(),
      row.id,
    );
    // A passkey login is a fresh proof of the member, issued as POST /api/login issues one.
    // It also counts as a fresh proof for step-up (docs/api.md#step-up): issueToken records it.
    return {
      token: issueToken(sandbox, user.id, remember === true, request.headers['user-agent'] ?? ''),
    };
  });

  route('GET /api/passkeys', async (request) => {
    requireFeature(sandbox);
    const user = requireMember(sandbox, request);
    const rows = db
      .prepare<[string], PasskeyRow>(
        'SELECT * FROM passkeys WHERE user_id = ? ORDER BY created_at DESC, id',
      )
      .all(user.id);
    return { passkeys: rows.map(passkeyOf) };
  });

  route('DELETE /api/passkeys/:id', async (request) => {
    requireFeature(sandbox);
    const user = requireMember(sandbox, request);
    const removed = db
      .prepare('DELETE FROM passkeys WHERE id = ? AND user_id = ?')
      .run(request.params.id, user.id);
    if (removed.changes === 0) fail('NO_DATA', 404);
    return OK;
  });
}
