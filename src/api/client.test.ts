import { ApiError, errorText } from './api-error';
import { type ApiResult, call, configureClient, interpret } from './client';
import { leaveEarlyRequest, takeEarlyResponse } from './early-answers';
import { normalised, normaliseStatements, normaliseWallet } from './normalise';
import { depositLeftOf, excludedUntilOf } from './play-limits';
import type {
  GameCredentials,
  LookupBank,
  Ok,
  StatementList,
  WalletResult,
  WireWalletResult,
} from './types';
import { upload } from './upload';

function respond(status: number, body: unknown) {
  return vi.fn(
    async () => new Response(body === undefined ? '' : JSON.stringify(body), { status }),
  );
}

describe('API client', () => {
  const onTerminated = vi.fn();
  const onSessionEnded = vi.fn();

  beforeEach(() => {
    onTerminated.mockReset();
    onSessionEnded.mockReset();
    configureClient({
      getToken: () => 'tok-1',
      onTerminated,
      onSessionEnded,
      baseUrl: 'https://api.example',
    });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    configureClient({ getToken: () => null, getLanguage: () => null, baseUrl: '' });
  });

  it('sends the base URL, bearer token, requester header and JSON body', async () => {
    const fetchMock = respond(200, { success: true, message: 'SUCCESS' });
    vi.stubGlobal('fetch', fetchMock);
    const result = await call('POST /api/wallet/transfer', {
      body: { from: 'WALLET', to: 'pg', amount: 10 },
    });
    expect(result).toEqual({ ok: true, data: { success: true, message: 'SUCCESS' } });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://api.example/api/wallet/transfer');
    const headers = init.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer tok-1');
    expect(headers['X-Requester']).toBe('wallet-user');
    expect(JSON.parse(String(init.body))).toEqual({ from: 'WALLET', to: 'pg', amount: 10 });
  });

  describe('a read the early script sent (docs/architecture.md#first-load)', () => {
    const early = (response: Promise<Response>, token = 'tok-1') =>
      leaveEarlyRequest({
        url: 'https://api.example/api/wallet',
        token,
        language: null,
        at: Date.now(),
        response,
      });
    afterEach(() => {
      takeEarlyResponse('https://api.example/api/wallet', { token: 'tok-1', language: null });
    });

    it('takes its answer instead of asking again, once', async () => {
      early(Promise.resolve(new Response(JSON.stringify({ n: 1 }), { status: 200 })));
      const fetchMock = respond(200, { n: 2 });
      vi.stubGlobal('fetch', fetchMock);
      expect(await call('GET /api/wallet')).toEqual({ ok: true, data: { n: 1 } });
      expect(fetchMock).not.toHaveBeenCalled();
      expect(await call('GET /api/wallet')).toEqual({ ok: true, data: { n: 2 } });
    });

    it('reads its refusal as any answer: a 401 ends the session', async () => {
      early(
        Promise.resolve(
          new Response(JSON.stringify({ message: 'INVALID_TOKEN' }), { status: 401 }),
        ),
      );
      vi.stubGlobal('fetch', respond(200, {}));
      const result = await call('GET /api/wallet');
      expect(result.ok).toBe(false);
      expect(onSessionEnded).toHaveBeenCalledTimes(1);
    });

    it('asks the server when the early request failed or was sent for another login', async () => {
      early(Promise.reject(new TypeError('offline')));
      const fetchMock = respond(200, { n: 2 });
      vi.stubGlobal('fetch', fetchMock);
      expect(await call('GET /api/wallet')).toEqual({ ok: true, data: { n: 2 } });
      early(Promise.resolve(new Response(JSON.stringify({ n: 1 }), { status: 200 })), 'tok-0');
      expect(await call('GET /api/wallet')).toEqual({ ok: true, data: { n: 2 } });
      expect(fetchMock).toHaveBeenCalledTimes(2);
    });

    it('gives up on it at the call time-out', async () => {
      early(new Promise<Response>(() => {}));
      const result = await call('GET /api/wallet', { timeoutMs: 20 });
      expect(result).toEqual({ ok: false, error: expect.objectContaining({ kind: 'timeout' }) });
    });
  });

  it("sends the player's language as Accept-Language", async () => {
    configureClient({ getLanguage: () => 'lo' });
    const fetchMock = respond(200, ['ຂໍ້ກຳນົດ']);
    vi.stubGlobal('fetch', fetchMock);
    await call('GET /api/lookup/agreements');
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>)['Accept-Language']).toBe('lo');
  });

  it('sends no Accept-Language before the app has a language', async () => {
    const fetchMock = respond(200, []);
    vi.stubGlobal('fetch', fetchMock);
    await call('GET /api/lookup/agreements');
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>)['Accept-Language']).toBeUndefined();
  });

  it('sends the Idempotency-Key of a money order when given, and none otherwise', async () => {
    const fetchMock = respond(200, { success: true, message: 'SUCCESS' });
    vi.stubGlobal('fetch', fetchMock);
    await call('POST /api/wallet/add', { body: { amount: 10 }, idempotencyKey: 'order-key-1' });
    await call('POST /api/wallet/add', { body: { amount: 10 } });
    const sent = fetchMock.mock.calls.map(
      (args) =>
        ((args as unknown as [string, RequestInit])[1].headers as Record<string, string>)[
          'Idempotency-Key'
        ],
    );
    expect(sent).toEqual(['order-key-1', undefined]);
  });

  it('sends no Authorization header without a stored token', async () => {
    configureClient({ getToken: () => null });
    const fetchMock = respond(200, { token: 't' });
    vi.stubGlobal('fetch', fetchMock);
    await call('POST /api/login', { body: { username: 'a', password: 'b' } });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('turns a catalogue error into a value with its translation id', async () => {
    vi.stubGlobal('fetch', respond(400, { message: 'MONEY_NOT_ENOUGH' }));
    const result = await call('POST /api/wallet/withdraw', { body: { amount: 1 } });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.kind).toBe('server');
    expect(errorText(result.error)).toEqual({
      id: 'error.MONEY_NOT_ENOUGH',
      raw: 'MONEY_NOT_ENOUGH',
    });
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('keeps the raw message of a code outside the catalogue', () => {
    const result = interpret(400, { message: 'Daily limit reached' });
    expect(!result.ok && errorText(result.error)).toEqual({
      id: 'error.Daily limit reached',
      raw: 'Daily limit reached',
    });
  });

  it("keeps a refusal's details for the code that reads them, ignoring what it cannot read", () => {
    const over = interpret(400, { message: 'DEPOSIT_LIMIT', details: { left: 700.5 } });
    expect(!over.ok && depositLeftOf(over.error)).toBe(700.5);
    const until = '2026-11-28T03:00:00.000Z';
    const excluded = interpret(403, { message: 'SELF_EXCLUDED', details: { until } });
    expect(!excluded.ok && excludedUntilOf(excluded.error)).toBe(until);
    for (const details of [undefined, null, 'left', { left: '700' }, { left: -1 }]) {
      const odd = interpret(400, { message: 'DEPOSIT_LIMIT', details });
      expect(!odd.ok && depositLeftOf(odd.error)).toBeUndefined();
    }
    const notADate = interpret(403, { message: 'SELF_EXCLUDED', details: { until: 'soon' } });
    expect(!notADate.ok && excludedUntilOf(notADate.error)).toBeUndefined();
    // Another code's details are not read as a deposit limit's.
    const other = interpret(400, { message: 'KEY_INVALID', details: { left: 1 } });
    expect(!other.ok && depositLeftOf(other.error)).toBeUndefined();
  });

  it('reads Retry-After into the wait of a refusal, in whole minutes (seconds or a date)', () => {
    const seconds = interpret(429, { message: 'OTP_REQUEST_LIMIT' }, '3599');
    expect(!seconds.ok && errorText(seconds.error)).toEqual({
      id: 'error.OTP_REQUEST_LIMIT',
      raw: 'OTP_REQUEST_LIMIT',
      values: { minutes: 60 },
    });
    const date = new Date(Date.now() + 90_000).toUTCString();
    const dated = interpret(429, { message: 'UPLOAD_LIMIT' }, date);
    expect(!dated.ok && errorText(dated.error).values?.minutes).toBe(2);
    const none = interpret(429, { message: 'UPLOAD_LIMIT' });
    expect(!none.ok && errorText(none.error)).toEqual({
      id: 'error.UPLOAD_LIMIT',
      raw: 'UPLOAD_LIMIT',
    });
  });

  it('ends the session on invalid-token', () => {
    const result = interpret(401, { message: 'invalid-token' });
    expect(!result.ok && result.error.kind).toBe('invalid-token');
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
  });

  it('ends the session when the identity cannot be verified', () => {
    const result = interpret(403, { message: 'EXPIRED_AUTH_TOKEN' });
    expect(!result.ok && errorText(result.error)).toEqual({ id: 'error.identity' });
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
  });

  it('goes to /terminated for a body whose message is gone, whatever the status', () => {
    expect(interpret(200, { message: 'gone' }).ok).toBe(false);
    expect(interpret(410, { message: 'gone' }).ok).toBe(false);
    expect(onTerminated).toHaveBeenCalledTimes(2);
  });

  it('reports a lost connection as its own kind, never a rejection', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const result = await call('GET /api/wallet');
    expect(result).toEqual({ ok: false, error: new ApiError('network', 'network') });
    expect(!result.ok && errorText(result.error)).toEqual({ id: 'error.network' });
  });

  it('reports a time-out as its own kind', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => {
            init.signal?.addEventListener('abort', () =>
              reject(new DOMException('aborted', 'AbortError')),
            );
          }),
      ),
    );
    const result = await call('GET /api/wallet', { timeoutMs: 20 });
    expect(!result.ok && result.error.kind).toBe('timeout');
    expect(!result.ok && errorText(result.error)).toEqual({ id: 'error.timeout' });
  });

  it('survives a body that is not JSON', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('Bad Gateway', { status: 502 })),
    );
    const result = await call('GET /api/wallet');
    expect(!result.ok && errorText(result.error)).toMatchObject({ raw: 'Bad Gateway' });
  });
});

describe('a call by its contract name', () => {
  const fetchMock = vi.fn(
    async (_url: string, _init: RequestInit) =>
      new Response(JSON.stringify({ success: true, message: 'SUCCESS' })),
  );
  beforeEach(() => {
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('fills in its path parameters, each escaped, and sends no body with a GET', async () => {
    await call('GET /api/wallet/account/:code', { params: { code: 'a/b c' } });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/wallet/account/a%2Fb%20c');
    expect(init?.method).toBe('GET');
    expect(init?.body).toBeUndefined();
  });

  it('sends a POST without fields of its own with an empty JSON body', async () => {
    await call('POST /api/spinwheel/spin');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/spinwheel/spin');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{}');
  });

  it('reads an answer through its normaliser, naming the call when it cannot', async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ wallet: { amount: '1' } })));
    const result = await normalised('GET /api/wallet', normaliseWallet);
    expect(result.ok ? null : result.error).toMatchObject({
      code: 'ANSWER_SHAPE',
      call: 'GET /api/wallet',
      field: '/wallet/amount',
    });
  });

  it('takes the types of its body, path parameters and answer from the contract', () => {
    // Checked by the compiler (npm run typecheck); the function is never called, so no
    // request is sent.
    const typed = (form: FormData) => {
      expectTypeOf(
        call('POST /api/wallet/transfer', { body: { from: 'WALLET', to: 'pg', amount: 1 } }),
      ).resolves.toEqualTypeOf<ApiResult<Ok>>();
      expectTypeOf(
        call('GET /api/wallet/account/:code', { params: { code: 'pg' } }),
      ).resolves.toEqualTypeOf<ApiResult<GameCredentials>>();
      expectTypeOf(call('GET /api/lookup/banks')).resolves.toEqualTypeOf<ApiResult<LookupBank[]>>();
      // Without its normaliser an answer is what a backend may send; with it, what the
      // screens see.
      expectTypeOf(call('GET /api/wallet')).resolves.toEqualTypeOf<ApiResult<WireWalletResult>>();
      expectTypeOf(normalised('GET /api/wallet', normaliseWallet)).resolves.toEqualTypeOf<
        ApiResult<WalletResult>
      >();
      expectTypeOf(
        normalised('POST /api/statement', normaliseStatements, { body: { page: 1, limit: 10 } }),
      ).resolves.toEqualTypeOf<ApiResult<StatementList>>();
      expectTypeOf(upload('POST /api/wallet/slip', form)).resolves.toEqualTypeOf<ApiResult<Ok>>();

      // @ts-expect-error a transfer without its amount
      void call('POST /api/wallet/transfer', { body: { from: 'WALLET', to: 'pg' } });
      // @ts-expect-error an amount is a number, never a string
      void call('POST /api/wallet/transfer', { body: { from: 'WALLET', to: 'pg', amount: '1' } });
      // @ts-expect-error a transfer without a body
      void call('POST /api/wallet/transfer');
      // @ts-expect-error the wallet's balances take no body
      void call('GET /api/wallet', { body: { amount: 1 } });
      // @ts-expect-error a game's credentials need its code
      void call('GET /api/wallet/account/:code');
      // @ts-expect-error a call outside the contract
      void call('GET /api/wallet/nowhere');
      // @ts-expect-error a transfer is not an upload
      void upload('POST /api/wallet/transfer', form);
      // @ts-expect-error a statement page needs its body, normalised or not
      void normalised('POST /api/statement', normaliseStatements);
    };
    expectTypeOf(typed).toBeFunction();
  });
});
