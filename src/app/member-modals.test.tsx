import { act, renderHook } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { useMemberModal } from './hooks';
import { hasMemberModal, memberModalAtom } from './member-modals';

describe('member-wide modals', () => {
  it('offers only the modals that are registered (none of their features exists yet)', () => {
    expect(hasMemberModal('deposit')).toBe(false);
    expect(hasMemberModal('withdraw')).toBe(false);
    expect(hasMemberModal('transfer')).toBe(false);
  });

  it('opens and closes through one atom', () => {
    const store = createStore();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Provider store={store}>{children}</Provider>
    );
    const { result } = renderHook(() => useMemberModal(), { wrapper });
    act(() => result.current.open('deposit'));
    expect(store.get(memberModalAtom)).toBe('deposit');
    act(() => result.current.close());
    expect(store.get(memberModalAtom)).toBeNull();
  });
});
