import { createRequire } from 'node:module';
import { parse } from '@formatjs/icu-messageformat-parser';
import enText from '../../locales/en.json';
import { callOf } from '../api/contract/calls';
import { MESSAGE_PARTS, messagePart } from './message-parts';

const require = createRequire(import.meta.url);
const loader = require('../../scripts/locale-part-loader.cjs') as (
  this: unknown,
  source: string,
) => string;

// The loader ships every message as its ICU syntax tree (no parser in the browser).
type Tree = ReturnType<typeof parse>;
const en: Record<string, Tree> = Object.fromEntries(
  Object.entries(enText).map(([id, text]) => [id, parse(text)]),
);

function part(name: string): Record<string, Tree> {
  const output = loader.call(
    { resourceQuery: `?part=${name}`, getOptions: () => ({ parts: MESSAGE_PARTS }) },
    JSON.stringify(enText),
  );
  // `export default JSON.parse("…");`: the string literal holds the part as JSON.
  const literal = output.replace(/^export default JSON\.parse\(/, '').replace(/\);$/, '');
  return JSON.parse(JSON.parse(literal) as string) as Record<string, Tree>;
}

describe('message parts', () => {
  it('split a message file into disjoint parts that together are the whole file', () => {
    const parts = Object.keys(MESSAGE_PARTS).map(part);
    expect(Object.assign({}, ...parts)).toEqual(en);
    const total = parts.reduce((sum, messages) => sum + Object.keys(messages).length, 0);
    expect(total).toBe(Object.keys(en).length);
  });

  it('put what /login shows in the core and login parts, and the same ids the runtime expects', () => {
    const core = part('core');
    // The login screen's own texts come with it, not with every member's first screen.
    expect(part('login')['login.submit']).toEqual(en['login.submit']);
    expect(core).not.toHaveProperty(['login.submit']);
    expect(core['nav.register']).toEqual(en['nav.register']);
    // A refusal on the first screen is never a bare code while the rest loads.
    expect(core['error.WRONG_CREDENTIAL']).toEqual(en['error.WRONG_CREDENTIAL']);
    for (const name of Object.keys(MESSAGE_PARTS)) {
      const messages = part(name);
      for (const id of Object.keys(en)) expect(messagePart(id) === name, id).toBe(id in messages);
    }
    expect(part('guest')['register.title']).toEqual(en['register.title']);
    expect(part('rest')).not.toHaveProperty(['error.WRONG_CREDENTIAL']);
  });

  it("keep in core every refusal the login screen's calls can answer (the contract's errors)", () => {
    // The part lists are written by hand from the contract: a refusal moved out of core that
    // /login can meet would show as a bare code while the rest of the texts are on their way.
    const loginCalls = [
      'POST /api/login',
      'POST /api/passkeys/login/options',
      'POST /api/passkeys/login',
      'GET /api/lookup/active',
      'GET /api/lookup/features',
    ];
    const codes = [...new Set(loginCalls.flatMap((name) => callOf(name).errors))];
    expect(codes).toContain('WRONG_CREDENTIAL');
    expect(codes.filter((code) => messagePart(`error.${code}`) !== 'core')).toEqual([]);
  });

  it('keep the bonus, statement and profile texts out of what /user/home loads', () => {
    const member = part('member');
    for (const id of ['bonus.title', 'promotion.search', 'statement.title', 'profile.title']) {
      expect(member[id], id).toEqual(en[id]);
      expect(part('rest'), id).not.toHaveProperty([id]);
    }
    expect(member['password.title']).toEqual(en['password.title']);
    // The bank-name modal opens from home too: its texts stay in the rest.
    expect(part('rest')['bankName.edit']).toEqual(en['bankName.edit']);
  });

  it('load the contact screen texts with the contact screen (the chat part), not with home', () => {
    for (const id of ['contact.title', 'contact.onThisPhone', 'contact.liveChat']) {
      expect(part('chat')[id], id).toEqual(en[id]);
      expect(part('rest'), id).not.toHaveProperty([id]);
    }
  });
});
