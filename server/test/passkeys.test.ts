import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PASSKEY_CHALLENGE_MS } from '../routes/passkeys';
import { DEMO, OTHER_MEMBER, startSandbox, type TestSandbox } from './helpers';

/**
 * Passkeys (docs/api.md#passkeys) against a software authenticator built here, in the test
 * only: an ES256 key pair from node:crypto, attestation `none`, assertions signed over
 * authenticator data and the client data hash as a platform authenticator signs them.
 */
let clock = Date.now();
let sb: TestSandbox;
let origin = '';
beforeAll(async () => {
  sb = await startSandbox({ now: () => clock });
  // The sandbox listens on 127.0.0.1: browsers refuse an IP as RP ID, so it is localhost.
  origin = sb.url.replace('127.0.0.1', 'localhost');
});
afterAll(() => sb.close());
beforeEach(async () => {
  clock = Date.now();
  await sb.reset();
});

const b64 = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

interface Authenticator {
  credentialId: Buffer;
  privateKey: KeyObject;
  publicKey: KeyObject;
  userHandle: string;
  counter: number;
}

function newAuthenticator(): Authenticator {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return { credentialId: randomBytes(32), privateKey, publicKey, userHandle: '', counter: 0 };
}

function cosePublicKey(key: KeyObject): Uint8Array {
  const jwk = key.export({ format: 'jwk' });
  return isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(jwk.x ?? '', 'base64url')],
      [-3, Buffer.from(jwk.y ?? '', 'base64url')],
    ]),
  );
}

/** Authenticator data: rpIdHash, flags (UP, UV, and AT with attested data), counter. */
function authData(rpId: string, counter: number, attested?: Uint8Array): Buffer {
  const flags = 0x01 | 0x04 | (attested ? 0x40 : 0);
  const count = Buffer.alloc(4);
  count.writeUInt32BE(counter);
  return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, attested ?? Buffer.alloc(0)]);
}

function clientData(type: string, challenge: string, at = origin): Buffer {
  return Buffer.from(JSON.stringify({ type, challenge, origin: at, crossOrigin: false }));
}

interface CreationOptions {
  challenge: string;
  rp: { id?: string };
  user: { id: string };
  excludeCredentials?: { id: string }[];
}

function attest(device: Authenticator, options: CreationOptions, at = origin) {
  device.userHandle = options.user.id;
  const idLength = Buffer.alloc(2);
  idLength.writeUInt16BE(device.credentialId.length);
  const attested = Buffer.concat([
    Buffer.alloc(16), // AAGUID: none
    idLength,
    device.credentialId,
    cosePublicKey(device.publicKey),
  ]);
  const attestationObject = isoCBOR.encode(
    new Map<string, string | Map<string, string> | Uint8Array>([
      ['fmt', 'none'],
      ['attStmt', new Map<string, string>()],
      ['authData', authData(options.rp.id ?? '', 0, attested)],
    ]),
  );
  return {
    id: b64(device.credentialId),
    rawId: b64(device.credentialId),
    type: 'public-key',
    clientExtensionResults: {},
    response: {
      clientDataJSON: b64(clientData('webauthn.create', options.challenge, at)),
      attestationObject: b64(attestationObject),
      transports: ['internal'],
    },
  };
}

function assert(device: Authenticator, options: { challenge: string; rpId?: string }) {
  device.counter += 1;
  const data = authData(options.rpId ?? '', device.counter);
  const client = clientData('webauthn.get', options.challenge);
  const signature = sign('sha256', Buffer.concat([data, sha256(client)]), device.privateKey);
  return {
    id: b64(device.credentialId),
    rawId: b64(device.credentialId),
    type: 'public-key',
    clientExtensionResults: {},
    response: {
      clientDataJSON: b64(client),
      authenticatorData: b64(data),
      signature: b64(signature),
      userHandle: device.userHandle,
    },
  };
}

async function register(token: string, device = newAuthenticator()) {
  const options = await sb.api.post<{ options: CreationOptions }>(
    '/api/passkeys/register/options',
    {},
    token,
  );
  expect(options.status).toBe(200);
  const reply = await sb.api.post<{ passkey: { id: string } }>(
    '/api/passkeys/register',
    { response: attest(device, options.body.options) },
    token,
  );
  return { device, reply };
}

async function loginOptions() {
  const reply = await sb.api.post<{ options: { challenge: string; rpId?: string } }>(
    '/api/passkeys/login/options',
  );
  expect(reply.status).toBe(200);
  return reply.body.options;
}

async function passkeyLogin(device: Authenticator, remember?: boolean) {
  const options = await loginOptions();
  return sb.api.post<{ token: string; message?: string }>('/api/passkeys/login', {
    response: assert(device, options),
    ...(remember === undefined ? {} : { remember }),
  });
}

describe('passkeys', () => {
  it('registers a passkey, logs in with it, lists it with its last use, and removes it', async () => {
    const token = await sb.api.login();
    const options = await sb.api.post<{ options: CreationOptions & Record<string, unknown> }>(
      '/api/passkeys/register/options',
      {},
      token,
    );
    expect(options.body.options).toMatchObject({
      rp: { id: 'localhost' },
      attestation: 'none',
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    const { device, reply } = await register(token);
    expect(reply.status).toBe(200);

    const login = await passkeyLogin(device, true);
    expect(login.status).toBe(200);
    const profile = await sb.api.get<{ profile: { username: string } }>(
      '/api/account/profile',
      login.body.token,
    );
    expect(profile.body.profile.username).toBe(DEMO.username);

    const list = await sb.api.get<{ passkeys: { id: string; lastUsedAt: string | null }[] }>(
      '/api/passkeys',
      token,
    );
    expect(list.body.passkeys).toHaveLength(1);
    expect(list.body.passkeys[0]?.id).toBe(reply.body.passkey.id);
    expect(list.body.passkeys[0]?.lastUsedAt).toBe(new Date(clock).toISOString());

    const removed = await sb.api.del(`/api/passkeys/${reply.body.passkey.id}`, token);
    expect(removed.status).toBe(200);
    expect((await sb.api.get<{ passkeys: [] }>('/api/passkeys', token)).body.passkeys).toEqual([]);
    const refused = await passkeyLogin(device);
    expect(refused.body).toEqual({ message: 'PASSKEY_UNKNOWN' });
  });

  it('refuses a passkey login during a break the member chose (docs/api.md#self-exclusion)', async () => {
    const token = await sb.api.login();
    const { device } = await register(token);
    const excluded = await sb.api.post<{ until: string }>(
      '/api/account/self-exclusion',
      { period: '24h', password: DEMO.password },
      token,
    );
    expect(excluded.status).toBe(200);
    const refused = await passkeyLogin(device);
    expect(refused).toEqual({
      status: 403,
      body: { message: 'SELF_EXCLUDED', details: { until: excluded.body.until } },
    });
  });

  it('refuses a credential nobody registered with a code', async () => {
    const refused = await passkeyLogin(newAuthenticator());
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ message: 'PASSKEY_UNKNOWN' });
  });

  it('uses a challenge once, and not after it expired', async () => {
    const token = await sb.api.login();
    const { device } = await register(token);
    const options = await loginOptions();
    const first = assert(device, options);
    expect((await sb.api.post('/api/passkeys/login', { response: first })).status).toBe(200);
    const replay = await sb.api.post('/api/passkeys/login', { response: assert(device, options) });
    expect(replay.body).toEqual({ message: 'PASSKEY_CHALLENGE_EXPIRED' });

    const late = await loginOptions();
    clock += PASSKEY_CHALLENGE_MS + 1;
    const expired = await sb.api.post('/api/passkeys/login', { response: assert(device, late) });
    expect(expired.body).toEqual({ message: 'PASSKEY_CHALLENGE_EXPIRED' });
  });

  it('refuses a counter that did not grow (a cloned authenticator)', async () => {
    const token = await sb.api.login();
    const { device } = await register(token);
    expect((await passkeyLogin(device)).status).toBe(200);
    device.counter -= 1;
    const cloned = await passkeyLogin(device);
    expect(cloned.body).toEqual({ message: 'PASSKEY_INVALID' });
  });

  it('refuses a signature of another key and an assertion for another origin', async () => {
    const token = await sb.api.login();
    const { device } = await register(token);
    const impostor = { ...newAuthenticator(), credentialId: device.credentialId };
    expect((await passkeyLogin(impostor)).body).toEqual({ message: 'PASSKEY_INVALID' });

    const options = await sb.api.post<{ options: CreationOptions }>(
      '/api/passkeys/register/options',
      {},
      token,
    );
    const elsewhere = attest(newAuthenticator(), options.body.options, 'https://evil.example');
    const refused = await sb.api.post('/api/passkeys/register', { response: elsewhere }, token);
    expect(refused.body).toEqual({ message: 'PASSKEY_INVALID' });
  });

  it("a registration challenge is the member's own; a passkey is removed only by its member", async () => {
    const demo = await sb.api.login();
    const other = await sb.api.login(OTHER_MEMBER);
    const options = await sb.api.post<{ options: CreationOptions }>(
      '/api/passkeys/register/options',
      {},
      demo,
    );
    const stolen = await sb.api.post(
      '/api/passkeys/register',
      { response: attest(newAuthenticator(), options.body.options) },
      other,
    );
    expect(stolen.body).toEqual({ message: 'PASSKEY_CHALLENGE_EXPIRED' });

    const { reply } = await register(demo);
    const foreign = await sb.api.del(`/api/passkeys/${reply.body.passkey.id}`, other);
    expect(foreign).toEqual({ status: 404, body: { message: 'NO_DATA' } });
    expect((await sb.api.get<{ passkeys: [] }>('/api/passkeys', demo)).body.passkeys).toHaveLength(
      1,
    );
  });

  it('refuses the same credential twice', async () => {
    const token = await sb.api.login();
    const { device } = await register(token);
    const again = await register(token, device);
    expect(again.reply.body).toEqual({ message: 'PASSKEY_EXISTS' });
  });

  it('is limited per client address as the password login is', async () => {
    const limited = await startSandbox({
      loginLimits: {
        perAddress: { max: 2, windowMs: 60_000 },
        perPhone: { max: 5, windowMs: 60_000 },
      },
    });
    try {
      expect((await limited.api.post('/api/passkeys/login/options')).status).toBe(200);
      expect((await limited.api.post('/api/passkeys/login/options')).status).toBe(200);
      const over = await limited.api.post('/api/passkeys/login/options');
      expect(over).toEqual({ status: 429, body: { message: 'REQUEST_LIMIT' } });
      const login = await limited.api.post('/api/passkeys/login', {
        response: assert(newAuthenticator(), { challenge: 'x' }),
      });
      expect(login.status).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('answers 404 NO_DATA while the features setting is off', async () => {
    const token = await sb.api.login();
    await sb.api.post('/api/__sandbox/settings', { features: false });
    const calls = [
      sb.api.post('/api/passkeys/register/options', {}, token),
      sb.api.post('/api/passkeys/login/options'),
      sb.api.get('/api/passkeys', token),
      sb.api.del('/api/passkeys/x', token),
    ];
    for (const reply of await Promise.all(calls)) {
      expect(reply).toEqual({ status: 404, body: { message: 'NO_DATA' } });
    }
    await sb.api.post('/api/__sandbox/settings', { features: true });
  });
});
