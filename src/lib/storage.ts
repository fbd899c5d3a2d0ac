/**
 * Browser storage keys (docs/product.md#browser-storage-keys). Storage can throw (private mode, quota, disabled
 * cookies): every access is guarded so that a storage failure never breaks a screen.
 */
export type LocalKey =
  | 'token'
  | 'locale'
  | 'agreed'
  | 'lastSync'
  | 'inviteCode'
  | 'guestId'
  | 'chatOutbox'
  | 'passkeyOffer';
export type SessionKey = 'token' | 'pendingOrders';

function area(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return null;
  }
}

export function readLocal(key: LocalKey): string | null {
  try {
    return area('local')?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeLocal(key: LocalKey, value: string): void {
  try {
    area('local')?.setItem(key, value);
  } catch {
    // Storage full or blocked: the value lives for this page only.
  }
}

export function removeLocal(key: LocalKey): void {
  try {
    area('local')?.removeItem(key);
  } catch {
    // nothing stored, nothing to remove
  }
}

export function readSession(key: SessionKey): string | null {
  try {
    return area('session')?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeSession(key: SessionKey, value: string): void {
  try {
    area('session')?.setItem(key, value);
  } catch {
    // see writeLocal
  }
}

export function removeSession(key: SessionKey): void {
  try {
    area('session')?.removeItem(key);
  } catch {
    // see removeLocal
  }
}

/** The stored login: the remembered one (localStorage) or this tab's (sessionStorage). */
export function readToken(): string | null {
  return readLocal('token') ?? readSession('token');
}

export function writeToken(token: string, remember: boolean): void {
  clearToken();
  if (remember) writeLocal('token', token);
  else writeSession('token', token);
}

export function clearToken(): void {
  removeLocal('token');
  removeSession('token');
}
