import { act, renderHook } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { memberModalAtom, useMemberModal } from '../domain/member-modals';
import { MemberModalKeys } from './member-modals';

describe('member-wide modals', () => {
  const store = createStore();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <MemberModalKeys>{children}</MemberModalKeys>
    </Provider>
  );

  it('offers the bank-name edit and deposit, and no modal whose feature this build lacks', () => {
    const { result } = renderHook(() => useMemberModal(), { wrapper });
    expect(result.current.has('bankName')).toBe(true);
    expect(result.current.has('deposit')).toBe(true);
    expect(result.current.has('withdraw')).toBe(false);
  });

  it('opens with its options and closes through one atom', () => {
    const { result } = renderHook(() => useMemberModal(), { wrapper });
    act(() => result.current.open('transfer', { game: 'PG' }));
    expect(store.get(memberModalAtom)).toEqual({ key: 'transfer', game: 'PG' });
    act(() => result.current.close());
    expect(store.get(memberModalAtom)).toBeNull();
  });
});
