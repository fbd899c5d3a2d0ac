import { inviteCodeState } from './invite-code';

describe('invite code', () => {
  it('comes from the query and is remembered', () => {
    expect(inviteCodeState('?code=PR42ab', null)).toEqual({
      code: 'PR42ab',
      locked: true,
      remember: 'PR42ab',
    });
    expect(inviteCodeState('code=PR1&x=2', 'PR9')).toEqual({
      code: 'PR1',
      locked: true,
      remember: 'PR1',
    });
  });

  it('stays read-only on a later visit without the query', () => {
    expect(inviteCodeState('', 'PR42ab')).toEqual({
      code: 'PR42ab',
      locked: true,
      remember: null,
    });
  });

  it('is free to type without a query or a remembered code', () => {
    expect(inviteCodeState('?code=', null)).toEqual({ code: '', locked: false, remember: null });
    expect(inviteCodeState('', '')).toEqual({ code: '', locked: false, remember: null });
  });
});
