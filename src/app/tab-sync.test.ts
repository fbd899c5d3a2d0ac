// @vitest-environment jsdom
import { createStore } from 'jotai';
import { forgetMember, localeAtom, tokenAtom } from '../domain/session';
import { tellOtherTabs } from '../domain/tab-sync';
import { readLocal, readSession, readToken, writeToken } from '../lib/storage';
import { followOtherTabs } from './tab-sync';

/** Another tab of the wallet: a second channel of the same name, as a second page has. */
function otherTab() {
  const channel = new BroadcastChannel('wallet-tabs');
  const heard: unknown[] = [];
  channel.onmessage = (event) => heard.push(event.data);
  return { channel, heard, say: (message: unknown) => channel.postMessage(message) };
}

const until = (check: () => boolean) => vi.waitFor(() => expect(check()).toBe(true));

describe('the open tabs agree (docs/product.md#open-tabs)', () => {
  let tab: ReturnType<typeof otherTab>;
  let stop: () => void;
  let store: ReturnType<typeof createStore>;
  const go = vi.fn();

  beforeEach(() => {
    forgetMember({ outbox: true });
    store = createStore();
    go.mockReset();
    stop = followOtherTabs(store, go);
    tab = otherTab();
  });
  afterEach(() => {
    stop();
    tab.channel.close();
  });

  it('logs out here when another tab logs out', async () => {
    writeToken('t-1', true);
    store.set(tokenAtom, 't-1');
    tab.say({ type: 'logout' });
    await until(() => store.get(tokenAtom) === null);
    expect(readToken()).toBeNull();
  });

  it('follows a login in another tab, kept the way that tab kept it', async () => {
    window.history.replaceState(null, '', '/login');
    tab.say({ type: 'login', token: 't-2', remember: false });
    await until(() => store.get(tokenAtom) === 't-2');
    expect(readSession('token')).toBe('t-2');
    expect(readLocal('token')).toBeNull();
    expect(go).toHaveBeenCalledWith('/user', { replace: true });
  });

  it('ends a session the password change ended, and keeps the one that changed it', async () => {
    writeToken('mine', true);
    store.set(tokenAtom, 'mine');
    tab.say({ type: 'password-changed', token: 'mine' });
    tab.say({ type: 'logout-typo' });
    tab.say({ type: 'password-changed', token: 'theirs' });
    await until(() => store.get(tokenAtom) === null);
    expect(readToken()).toBeNull();
  });

  it('shows the language another tab chose, and ignores one the wallet does not have', async () => {
    store.set(localeAtom, 'th');
    tab.say({ type: 'locale', locale: 'la' });
    await until(() => store.get(localeAtom) === 'la');
    tab.say({ type: 'locale', locale: 'xx' });
    // Heard after the one before it: a second channel's message (see below).
    await new Promise<void>((resolve) => {
      const probe = new BroadcastChannel('wallet-tabs');
      probe.onmessage = () => {
        probe.close();
        resolve();
      };
      tab.say({ type: 'revalidate', paths: [] });
    });
    expect(store.get(localeAtom)).toBe('la');
  });

  it('ignores what is not one of its messages', async () => {
    writeToken('t-3', true);
    store.set(tokenAtom, 't-3');
    tab.say({ type: 'login', token: 42, remember: true });
    tab.say('logout');
    tab.say({ type: 'password-changed', token: 't-3' });
    // The last message is valid and changes nothing: once it has been heard, so were the others.
    const heardAll = new Promise<void>((resolve) => {
      const probe = new BroadcastChannel('wallet-tabs');
      probe.onmessage = () => {
        probe.close();
        resolve();
      };
      tab.say({ type: 'revalidate', paths: [] });
    });
    await heardAll;
    expect(store.get(tokenAtom)).toBe('t-3');
  });

  it('tells the other tabs, not itself', async () => {
    tellOtherTabs({ type: 'revalidate', paths: ['/api/wallet'] });
    await until(() => tab.heard.length === 1);
    expect(tab.heard).toEqual([{ type: 'revalidate', paths: ['/api/wallet'] }]);
  });
});
