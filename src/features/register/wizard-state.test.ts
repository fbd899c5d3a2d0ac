import { brandWith } from '../../../brands/data';
import { ApiError } from '../../api/api-error';
import type { FormField } from './register-rules';
import {
  codeStillExpected,
  heldToken,
  initialWizardState,
  RESEND_WAIT_MS,
  refusedField,
  sendRefusedField,
  verifiedToken,
  type WizardAction,
  type WizardState,
  wizardReducer,
} from './wizard-state';

const banks = brandWith(
  (brand) => brand.englishNameBanks.length > 0,
  'wants an English account name at some bank',
).englishNameBanks;
const NOW = 1_700_000_000_000;
const session = { phone: '0891234567', ref: 'AB12', token: 'tok-1' };

function run(actions: WizardAction[], from = initialWizardState('')): WizardState {
  return actions.reduce(wizardReducer, from);
}

function edit(field: FormField, value: string): WizardAction {
  return { type: 'edit', field, value, englishNameBanks: banks };
}

describe('wizard state: start', () => {
  it('starts on the phone step with an empty form holding the invite code, nothing focused', () => {
    const state = initialWizardState('PR42');
    expect(state.step).toBe(1);
    expect(state.form.inviteCode).toBe('PR42');
    expect(state.form.phone).toBe('');
    expect(state.errors).toEqual({});
    expect(state.otp).toBeNull();
    expect(state.focus).toBeNull();
    expect(state.done).toBe(false);
  });
});

describe('wizard state: fields', () => {
  it('keeps what was typed and clears that field error', () => {
    const state = run([
      { type: 'invalid', errors: { name: 'Please fill in this field', password: 'x' } },
      edit('name', 'Somchai'),
    ]);
    expect(state.form.name).toBe('Somchai');
    expect(state.errors.name).toBeUndefined();
    expect(state.errors.password).toBe('x');
  });

  it('uppercases the names for a bank that needs them in English, typed before or after', () => {
    const english = banks[0] ?? 'KTB';
    const before = run([edit('firstName', 'somchai'), edit('bankCode', english)]);
    expect(before.form.firstName).toBe('SOMCHAI');
    const after = run([edit('bankCode', english), edit('lastName', 'jaidee')]);
    expect(after.form.lastName).toBe('JAIDEE');
    expect(run([edit('bankCode', 'KBANK'), edit('lastName', 'jaidee')]).form.lastName).toBe(
      'jaidee',
    );
  });

  it('drops the English-name error when the last name or the bank changes', () => {
    const refused = run([{ type: 'invalid', errors: { firstName: 'English only' } }]);
    expect(run([edit('lastName', 'B')], refused).errors.firstName).toBeUndefined();
    expect(run([edit('bankCode', 'KBANK')], refused).errors.firstName).toBeUndefined();
    expect(run([edit('bankAccountNo', '1')], refused).errors.firstName).toBe('English only');
  });

  it('keeps the code apart from the form and clears its error when typed', () => {
    const state = run([
      { type: 'invalid', errors: { otpCode: 'The OTP code is incorrect' } },
      { type: 'editCode', code: '2468' },
    ]);
    expect(state.otpCode).toBe('2468');
    expect(state.errors.otpCode).toBeUndefined();
  });
});

describe('wizard state: steps and focus', () => {
  it('focuses the new step heading, or the field named', () => {
    const state = run([{ type: 'goTo', step: 3 }]);
    expect(state.step).toBe(3);
    expect(state.focus?.target).toBe('heading');
    expect(run([{ type: 'goTo', step: 4, focus: 'bankCode' }]).focus?.target).toBe('bankCode');
  });

  it('makes asking for the same target again a new request', () => {
    const once = run([{ type: 'focus', target: 'phone' }]);
    const twice = run([{ type: 'focus', target: 'phone' }], once);
    expect(twice.focus).not.toBe(once.focus);
    expect(twice.focus?.seq).toBeGreaterThan(once.focus?.seq ?? 0);
  });

  it('shows the form checks under their fields, moving focus only when asked', () => {
    const quiet = run([{ type: 'invalid', errors: { otpCode: 'wait about 1 minute' } }]);
    expect(quiet.errors.otpCode).toBe('wait about 1 minute');
    expect(quiet.focus).toBeNull();
    const loud = run([{ type: 'invalid', errors: { phone: 'too short' }, focus: 'phone' }]);
    expect(loud.focus?.target).toBe('phone');
  });
});

describe('wizard state: server refusals', () => {
  it('sends the player to the step of the field the server named, focused there', () => {
    const onBank = run([{ type: 'goTo', step: 4 }]);
    const state = run([{ type: 'refused', field: 'phone', text: 'already registered' }], onBank);
    expect(state.step).toBe(1);
    expect(state.errors.phone).toBe('already registered');
    expect(state.focus?.target).toBe('phone');
    expect(state.inviteRefused).toBe(false);
  });

  it('unlocks a refused invite code, and keeps it unlocked', () => {
    const state = run([
      { type: 'goTo', step: 4 },
      { type: 'refused', field: 'inviteCode', text: 'not valid' },
    ]);
    expect(state.step).toBe(3);
    expect(state.inviteRefused).toBe(true);
    expect(run([{ type: 'refused', field: 'phone', text: 'x' }], state).inviteRefused).toBe(true);
  });

  it('maps the answers that name a field; the others become a toast', () => {
    expect(refusedField(new ApiError('server', 'EXISTING_BANK', 400))).toBe('bankAccountNo');
    expect(refusedField(new ApiError('server', 'INVITE_CODE_INVALID', 400))).toBe('inviteCode');
    expect(refusedField(new ApiError('server', 'INTERNAL_SERVER_ERROR', 500))).toBeNull();
    expect(refusedField(new ApiError('network', 'network'))).toBeNull();
  });

  it('puts a refused code request under the phone unless the answer names another field', () => {
    expect(sendRefusedField(new ApiError('server', 'OTP_BLOCK', 400))).toBe('phone');
    expect(sendRefusedField(new ApiError('server', 'INVALID_BANK', 400))).toBe('bankCode');
    expect(sendRefusedField(new ApiError('timeout', 'timeout'))).toBeNull();
  });
});

describe('wizard state: the code and its resend countdown', () => {
  it('a sent code opens step 2 with nothing typed and a minute before the next', () => {
    const typed = run([
      { type: 'editCode', code: '111' },
      { type: 'invalid', errors: { otpCode: 'wrong' } },
    ]);
    const state = run([{ type: 'codeSent', otp: session, now: NOW }], typed);
    expect(state.step).toBe(2);
    expect(state.focus?.target).toBe('heading');
    expect(state.otp).toEqual(session);
    expect(state.otpCode).toBe('');
    expect(state.errors.otpCode).toBeUndefined();
    expect(state.resendAt).toBe(NOW + RESEND_WAIT_MS);
  });

  it('expects the same code for the same phone within the minute, and no longer', () => {
    const state = run([{ type: 'codeSent', otp: session, now: NOW }]);
    expect(codeStillExpected(state, session.phone, NOW + RESEND_WAIT_MS - 1)).toBe(true);
    expect(codeStillExpected(state, session.phone, NOW + RESEND_WAIT_MS)).toBe(false);
    expect(codeStillExpected(state, '0811111111', NOW + 1)).toBe(false);
  });

  it('a re-sent code keeps the phone, takes the new token and focuses the code field', () => {
    const sent = run([{ type: 'codeSent', otp: session, now: NOW }]);
    const state = run(
      [
        { type: 'editCode', code: '111' },
        { type: 'codeResent', ref: 'R2', token: 'tok-2', now: NOW + RESEND_WAIT_MS },
      ],
      sent,
    );
    expect(state.otp).toEqual({ phone: session.phone, ref: 'R2', token: 'tok-2' });
    expect(state.otpCode).toBe('');
    expect(state.step).toBe(2);
    expect(state.focus?.target).toBe('otpCode');
    expect(state.resendAt).toBe(NOW + 2 * RESEND_WAIT_MS);
  });

  it('ignores a re-sent code with no code session', () => {
    const state = initialWizardState('');
    expect(wizardReducer(state, { type: 'codeResent', ref: 'R', token: 't', now: NOW })).toBe(
      state,
    );
  });

  it('starts the wait again when the server asks to wait, without leaving the step', () => {
    const sent = run([{ type: 'codeSent', otp: session, now: NOW }]);
    const state = run([{ type: 'resendLimited', now: NOW + 70_000 }], sent);
    expect(state.resendAt).toBe(NOW + 70_000 + RESEND_WAIT_MS);
    expect(state.step).toBe(2);
    expect(state.otp).toEqual(session);
  });

  it('skips the code for a phone verified before', () => {
    const state = run([{ type: 'phoneVerified', otp: session }]);
    expect(state.step).toBe(3);
    expect(state.otp).toEqual(session);
    expect(state.resendAt).toBe(0);
  });

  it('holds the token for its phone only, and proves the phone as typed now', () => {
    const state = run([edit('phone', '0891234567 '), { type: 'phoneVerified', otp: session }]);
    expect(heldToken(state, session.phone)).toBe('tok-1');
    expect(heldToken(state, '0811111111')).toBeUndefined();
    expect(verifiedToken(state)).toBe('tok-1');
    expect(verifiedToken(run([edit('phone', '0811111111')], state))).toBeUndefined();
  });
});

describe('wizard state: registered', () => {
  it('is done', () => {
    expect(run([{ type: 'registered' }]).done).toBe(true);
  });
});
