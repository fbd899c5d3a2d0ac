// @vitest-environment jsdom
import { guestId } from './guest-id';

describe('guestId', () => {
  afterEach(() => localStorage.clear());

  it('is a UUID generated once and kept in localStorage guestId', () => {
    const first = guestId();
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(localStorage.getItem('guestId')).toBe(first);
    expect(guestId()).toBe(first);
  });

  it('replaces a stored value that is not a UUID (it could name a member)', () => {
    localStorage.setItem('guestId', '5eed00000000000000000001');
    const id = guestId();
    expect(id).not.toBe('5eed00000000000000000001');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps a UUID already stored', () => {
    localStorage.setItem('guestId', '9b2f6c1e-3d4a-4f5b-8c6d-7e8f9a0b1c2d');
    expect(guestId()).toBe('9b2f6c1e-3d4a-4f5b-8c6d-7e8f9a0b1c2d');
  });
});
