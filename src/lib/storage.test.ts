// @vitest-environment jsdom
import { clearToken, readToken, writeToken } from './storage';

describe('token storage', () => {
  it('keeps a remembered login in localStorage', () => {
    writeToken('abc', true);
    expect(localStorage.getItem('token')).toBe('abc');
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(readToken()).toBe('abc');
  });

  it('keeps any other login in sessionStorage only', () => {
    writeToken('xyz', false);
    expect(localStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('token')).toBe('xyz');
    expect(readToken()).toBe('xyz');
  });

  it('replaces an earlier login of the other kind and clears both', () => {
    writeToken('old', true);
    writeToken('new', false);
    expect(localStorage.getItem('token')).toBeNull();
    expect(readToken()).toBe('new');
    clearToken();
    expect(readToken()).toBeNull();
  });
});
