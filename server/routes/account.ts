import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RegistrationPayload } from '../../src/api/types';
import { readSettings, type Sandbox } from '../context';
import type { UserRow } from '../db/rows';
import { SOURCE_CODES } from '../fixtures/content';
import { GAMES } from '../fixtures/games';
import {
  bearer,
  issueToken,
  markProven,
  requireMember,
  revokeOtherSessions,
  revokeToken,
} from '../lib/auth';
import { countRequest } from '../lib/client-limits';
import { contractRoutes } from '../lib/contract-routes';
import { ApiError } from '../lib/errors';
import { featuresOn, requireFeature } from '../lib/features';
import { newId } from '../lib/ids';
import { type Body, flag, rawText, text } from '../lib/input';
import { loginGuard } from '../lib/login-limits';
import {
  checkAccountName,
  checkAccountNo,
  checkBankCode,
  checkBankFree,
  checkPhone,
} from '../lib/member-rules';
import { OK } from '../lib/ok';
import { checkOtpProof, consumeOtp } from '../lib/otp-rules';
import { hashPassword, verifyPassword } from '../lib/password';
import { clientAddress } from '../lib/rate-store';
import { refuseExcludedNow } from '../lib/self-exclusion';
import { requireFreshProof } from '../lib/step-up';
import { bankAccountOf, profileOf } from '../lib/views';

/**
 * The member an invite code names (`PR` + member id, docs/api.md#account-and-login), or
 * null for no code. A code that names nobody is refused (INVITE_CODE_INVALID) rather than
 * dropped in silence: the player would believe a friend gets the invite bonus.
 */
function inviterOf(sandbox: Sandbox, inviteCode: string): string | null {
  if (!inviteCode) return null;
  const id = inviteCode.toUpperCase().startsWith('PR') ? inviteCode.slice(2).toLowerCase() : '';
  const inviter = id
    ? sandbox.db.prepare<[string], { id: string }>('SELECT id FROM users WHERE id = ?').get(id)
    : undefined;
  if (!inviter) throw new ApiError('INVITE_CODE_INVALID');
  return inviter.id;
}

/** Reads and checks a registration payload; `complete` also requires the bank step. */
function readRegistration(sandbox: Sandbox, body: Body, complete: boolean) {
  const username = checkPhone(sandbox, text(body, 'username', { max: 20 }));
  const name = text(body, 'name', { max: 100 });
  const password = rawText(body, 'password', 100);
  const sourceCode = text(body, 'sourceCode', { optional: true, max: 50 });
  const inviteCode = text(body, 'inviteCode', { optional: true, max: 50 });
  const otpToken = text(body, 'otpToken', { optional: true, max: 100 });
  if (sourceCode && !SOURCE_CODES.includes(sourceCode)) {
    throw new ApiError('KEY_INVALID');
  }
  const invitedBy = inviterOf(sandbox, inviteCode);
  const bankCode = text(body, 'bankCode', { optional: !complete, max: 20 });
  let bankAccountName = '';
  let bankAccountNo = '';
  if (bankCode) {
    checkBankCode(sandbox, bankCode);
    const rawName = text(body, 'bankAccountName', { optional: !complete, max: 100 });
    if (rawName) bankAccountName = checkAccountName(sandbox, bankCode, rawName);
    const rawNo = text(body, 'bankAccountNo', { optional: !complete, max: 30 });
    bankAccountNo = rawNo ? checkAccountNo(rawNo) : '';
  }
  const currencyValue = body.currency;
  let currency: string | null = null;
  if (currencyValue !== undefined && currencyValue !== null && currencyValue !== '') {
    if (typeof currencyValue !== 'string') throw new ApiError('KEY_INVALID');
    if (!(sandbox.brand.currencies as readonly string[]).includes(currencyValue)) {
      throw new ApiError('KEY_INVALID');
    }
    currency = currencyValue;
  } else if (complete && sandbox.brand.currencies.length > 0) {
    throw new ApiError('KEY_MISSING');
  }

  if (sandbox.db.prepare('SELECT 1 FROM users WHERE username = ?').get(username)) {
    throw new ApiError('EXISTING_USER');
  }
  if (bankCode && bankAccountNo) checkBankFree(sandbox, bankCode, bankAccountNo, null);
  // With OTP on, the verified token of this very phone is the proof (docs/api.md#otp).
  const otpOn = readSettings(sandbox.db).registerOTP;
  if (otpOn) checkOtpProof(sandbox, username, otpToken);
  const payload: RegistrationPayload = {
    name,
    username,
    password,
    sourceCode,
    inviteCode,
    bankCode,
    bankAccountName,
    bankAccountNo,
  };
  return { payload, currency, invitedBy, otpToken: otpOn ? otpToken : null };
}

/** Registration, login, profile and password (docs/api.md#account-and-login). */
export function accountRoutes(app: FastifyInstance, sandbox: Sandbox): void {
  const route = contractRoutes(app, sandbox);
  const { db } = sandbox;

  // Both answer EXISTING_USER for a member's phone: per address, they share one count
  // (docs/api.md#request-limits), so nobody lists members by asking.
  const countCheck = (request: FastifyRequest) =>
    countRequest(
      sandbox,
      `account-check:${clientAddress(request)}`,
      sandbox.clientLimits.validatePerAddress,
      'REQUEST_LIMIT',
    );

  route('POST /api/account/validate', async (request) => {
    countCheck(request);
    readRegistration(sandbox, request.body, false);
    return { success: true };
  });

  route('POST /api/account', async (request) => {
    countCheck(request);
    const { payload, currency, invitedBy, otpToken } = readRegistration(
      sandbox,
      request.body,
      true,
    );
    const id = newId();
    const passwordHash = await hashPassword(payload.password);
    db.transaction(() => {
      // Single use: of two registrations racing with one token, the second fails here.
      if (otpToken !== null) consumeOtp(sandbox, otpToken);
      db.prepare(
        `INSERT INTO users (id, username, name, password_hash, created_at, bank_code,
           bank_account_name, bank_account_no, currency, source_code, invited_by, coin)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1)`,
      ).run(
        id,
        payload.username,
        payload.name,
        passwordHash,
        Date.now(),
        payload.bankCode,
        payload.bankAccountName,
        payload.bankAccountNo,
        currency,
        payload.sourceCode || null,
        invitedBy,
      );
      const insert = db.prepare(
        'INSERT INTO game_accounts (user_id, game_code, is_active, amount) VALUES (?, ?, 0, 0)',
      );
      for (const game of GAMES) insert.run(id, game.code);
    })();
    sandbox.log(`registered ${payload.username} (${payload.name})`);
    return { success: true };
  });

  const guard = loginGuard(app, sandbox.counters, sandbox.loginLimits);

  route('POST /api/login', async (request, reply) => {
    const body = request.body;
    const username = text(body, 'username', { max: 50 });
    const password = rawText(body, 'password', 100);
    const remember = flag(body, 'remember');
    await guard.admit(request, reply, username);
    const user = db
      .prepare<[string], UserRow>('SELECT * FROM users WHERE username = ?')
      .get(username);
    // An unknown phone is hashed too, so both refusals take the same time (docs/api.md#login-limits).
    const matches = await verifyPassword(password, user?.password_hash ?? null);
    if (!user || !matches) {
      await guard.wrong(request, username);
      throw new ApiError('WRONG_CREDENTIAL');
    }
    guard.succeeded(username);
    if (!user.is_active) throw new ApiError('INACTIVE_USER', 403);
    // As the member is now: a break may have begun while the password was checked.
    refuseExcludedNow(sandbox, user.id);
    return {
      token: issueToken(sandbox, user.id, remember, request.headers['user-agent'] ?? ''),
    };
  });

  /** Ends the session of the bearer token (docs/api.md#sessions): HTTP and chat socket. */
  // A logout always ends the session (docs/api.md#sessions): it takes no payload, so it
  // answers in `onRequest`, before Fastify parses a body. An empty or malformed JSON body
  // (or an unknown content type) once answered KEY_MISSING / KEY_INVALID and left the
  // token valid.
  route('POST /api/logout', async () => OK, {
    onRequest: async (request, reply) => {
      requireMember(sandbox, request);
      const token = bearer(request);
      if (token) revokeToken(sandbox, token);
      return reply.send(OK);
    },
  });

  route('GET /api/account/profile', async (request) => {
    const user = requireMember(sandbox, request);
    return { profile: profileOf(user), bankAccount: bankAccountOf(user) };
  });

  route('PUT /api/account/profile', async (request) => {
    const user = requireMember(sandbox, request);
    const body = request.body;
    const name = text(body, 'name', { max: 100 });
    const bankCode = text(body, 'bankCode', { max: 20 });
    checkBankCode(sandbox, bankCode);
    const accountName = checkAccountName(
      sandbox,
      bankCode,
      text(body, 'bankAccountName', { max: 100 }),
    );
    const accountNo = checkAccountNo(text(body, 'bankAccountNo', { max: 30 }));
    // A changed bank account is where the money goes: it needs the fresh proof a withdrawal
    // needs (docs/api.md#step-up), or this call would bypass the bank-name one. A name-only
    // change does not.
    const bankChanged =
      bankCode !== user.bank_code ||
      accountName !== user.bank_account_name ||
      accountNo !== user.bank_account_no;
    if (bankChanged) requireFreshProof(sandbox, request);
    checkBankFree(sandbox, bankCode, accountNo, user.id);
    db.prepare(
      'UPDATE users SET name = ?, bank_code = ?, bank_account_name = ?, bank_account_no = ? WHERE id = ?',
    ).run(name, bankCode, accountName, accountNo, user.id);
    return OK;
  });

  route(
    'PUT /api/account/bankAccountName',
    async (request) => {
      const user = requireMember(sandbox, request);
      const body = request.body;
      const bankCode = text(body, 'bankCode', { max: 20 });
      if (bankCode !== user.bank_code) throw new ApiError('INVALID_BANK');
      const accountName = checkAccountName(
        sandbox,
        bankCode,
        text(body, 'bankAccountName', { max: 100 }),
      );
      db.prepare('UPDATE users SET bank_account_name = ? WHERE id = ?').run(accountName, user.id);
      return OK;
    },
    { freshProof: true },
  );

  /**
   * The password again on this session, capability stepUp (docs/api.md#step-up): the proof
   * the withdrawals and bank changes ask for. Wrong passwords count with the login's
   * (docs/api.md#login-limits): per phone and per address, so a stolen token cannot guess.
   */
  route('POST /api/account/reauth', async (request, reply) => {
    requireFeature(sandbox);
    const user = requireMember(sandbox, request);
    const password = rawText(request.body, 'password', 100);
    await guard.checkPassword(request, reply, user, password);
    markProven(sandbox, bearer(request) ?? '');
    return OK;
  });

  route('PUT /api/account/changepwd', async (request) => {
    const user = requireMember(sandbox, request);
    const body = request.body;
    const oldPassword = rawText(body, 'oldPassword', 100);
    const newPassword = rawText(body, 'newPassword', 100);
    // Absent ends them, as before the capability; `false` is honoured only where the
    // capability is (a backend without it ends them all the same).
    const endOthers =
      body.endOtherSessions === undefined || !featuresOn(sandbox) || flag(body, 'endOtherSessions');
    if (!(await verifyPassword(oldPassword, user.password_hash))) {
      throw new ApiError('WRONG_PASSWORD');
    }
    db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').run(
      await hashPassword(newPassword),
      user.id,
    );
    // Whoever else holds a session of this member (a stolen token, another phone) is out,
    // unless the member chose to keep them (docs/api.md#signed-in-devices); the phone that
    // changed it stays logged in (docs/api.md#sessions).
    if (endOthers) revokeOtherSessions(sandbox, user.id, bearer(request) ?? '');
    // The old password was just proven (docs/api.md#step-up).
    markProven(sandbox, bearer(request) ?? '');
    return OK;
  });
}
