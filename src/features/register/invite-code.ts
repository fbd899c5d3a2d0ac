/**
 * docs/product.md#registration: `/register?code=X` fills the invite code and remembers it (localStorage
 * `inviteCode`); once one is remembered the field is read-only, also on a later visit
 * without the query. A newer invite link replaces the remembered code: the player
 * followed it last.
 */
export interface InviteCodeState {
  code: string;
  /** The field is read-only. */
  locked: boolean;
  /** A code to remember, or null when nothing changes. */
  remember: string | null;
}

export function inviteCodeState(search: string, stored: string | null): InviteCodeState {
  const fromQuery = new URLSearchParams(search).get('code')?.trim() ?? '';
  if (fromQuery) return { code: fromQuery, locked: true, remember: fromQuery };
  const remembered = stored?.trim() ?? '';
  if (remembered) return { code: remembered, locked: true, remember: null };
  return { code: '', locked: false, remember: null };
}
