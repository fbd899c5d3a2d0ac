import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import { readLocal, writeLocal } from '../../lib/storage';
import { type InviteCodeState, inviteCodeState } from './invite-code';

/** The invite code of this visit (invite-code.ts), remembered for later visits when new. */
export function useRememberedInvite(): InviteCodeState {
  const search = useSearch();
  const [invite] = useState(() => inviteCodeState(search, readLocal('inviteCode')));
  useEffect(() => {
    if (invite.remember) writeLocal('inviteCode', invite.remember);
  }, [invite]);
  return invite;
}
