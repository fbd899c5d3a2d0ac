import { fieldOfError, previousStep, stepOfField, visibleSteps } from './wizard-steps';

describe('wizard steps', () => {
  it('show the OTP step only when OTP is on', () => {
    expect(visibleSteps(true)).toEqual([1, 2, 3, 4]);
    expect(visibleSteps(false)).toEqual([1, 3, 4]);
  });

  it('go back one step, and from the profile to the phone', () => {
    expect(previousStep(2)).toBe(1);
    expect(previousStep(3)).toBe(1);
    expect(previousStep(4)).toBe(3);
  });

  it('send a server error to the field and step the player can fix', () => {
    expect(fieldOfError('EXISTING_USER')).toBe('phone');
    expect(stepOfField('phone')).toBe(1);
    expect(fieldOfError('UNVERIFIED_OTP')).toBe('phone');
    expect(fieldOfError('EXISTING_BANK')).toBe('bankAccountNo');
    expect(fieldOfError('INVALID_BANK')).toBe('bankCode');
    expect(fieldOfError('BANK_ACCOUNT_NAME_ENG')).toBe('firstName');
    expect(stepOfField('bankAccountNo')).toBe(4);
    expect(stepOfField('inviteCode')).toBe(3);
    expect(fieldOfError('REGISTER_FAIL')).toBeNull();
  });
});
