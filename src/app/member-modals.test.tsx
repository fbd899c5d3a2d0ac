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

  it('offers every member-wide modal this build has', () => {
    const { result } = renderHook(() => useMemberModal(), { wrapper });
    for (const key of ['bankName', 'deposit', 'slipStatus', 'transfer', 'withdraw'] as const) {
      expect(result.current.has(key), key).toBe(true);
    }
  });

  it('opens with its options and closes through one atom', () => {
    const { result } = renderHook(() => useMemberModal(), { wrapper });
    act(() => result.current.open('transfer', { game: 'PG' }));
    expect(store.get(memberModalAtom)).toEqual({ key: 'transfer', game: 'PG' });
    act(() => result.current.close());
    expect(store.get(memberModalAtom)).toBeNull();
  });
});
