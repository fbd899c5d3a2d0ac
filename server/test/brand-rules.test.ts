import { constants, publicEncrypt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRAND_IDS, BRANDS, brandWith } from '../../brands/data';
import type { BrandData } from '../../brands/types';
import type {
  ContactLookup,
  Currency,
  DepositLookup,
  InfoLookup,
  InviteList,
  LookupBank,
  RegistrationPayload,
  StatementList,
  WalletResult,
} from '../../src/api/types';
import { phoneProblem } from '../../src/domain/rules/phone';
import { startSandbox, type TestSandbox } from './helpers';

/**
 * The wallet and the sandbox read one brand data file (brands/data). These tests fail when
 * the sandbox's answers stop matching it: a rule checked in one place and not the other, a
 * bank the wallet names that the lookup lacks, a demo login that does not exist.
 */

const EVERY_CURRENCY: readonly Currency[] = ['LAK', 'BAHT'];
/** Thai script: refused where a bank needs an English account name. */
const THAI_SCRIPT_NAME = 'สมชาย ใจดี';

/** These tests ask one address many times: more than a player's limit of checks. */
const CHECKS = { validatePerAddress: { max: 1000, windowMs: 60_000 } };

let serial = 0;
/** Digits nobody else used in this run, `length` long. */
const fresh = (length: number) => {
  serial += 1;
  return `09${String(serial).padStart(length - 2, '0')}`;
};

/** A mobile number of the brand's country nobody else used in this run, national digits. */
const phoneFor = (brand: BrandData) =>
  brand.phone.country === 'TH' ? fresh(10) : `0205${fresh(9).slice(2)}`;

const payload = (
  brand: BrandData,
  bankCode: string,
  overrides: Partial<RegistrationPayload> = {},
): RegistrationPayload => ({
  name: 'Rule Check',
  username: phoneFor(brand),
  password: 'secret99',
  sourceCode: 'FACEBOOK',
  inviteCode: '',
  bankCode,
  bankAccountName: 'RULE CHECK',
  bankAccountNo: fresh(12),
  ...(brand.currencies[0] ? { currency: brand.currencies[0] } : {}),
  ...overrides,
});

/** Every agreement between one brand's data and a sandbox started with it. */
function agreesWith(brand: BrandData, start: () => Promise<TestSandbox>) {
  let sb: TestSandbox;
  let banks: LookupBank[];
  const codes = () => banks.map((bank) => bank.code);
  const register = (body: RegistrationPayload) => sb.api.post('/api/account', body);
  const validate = (body: RegistrationPayload) => sb.api.post('/api/account/validate', body);

  beforeAll(async () => {
    sb = await start();
    await sb.api.post('/api/__sandbox/settings', { registerOTP: false });
    banks = (await sb.api.get<LookupBank[]>('/api/lookup/banks')).body;
  });
  afterAll(() => sb.close());

  it('names the app as the wallet does, with the brand website', async () => {
    expect((await sb.api.get<InfoLookup>('/api/lookup/info')).body).toEqual({
      name: brand.appName,
      website: brand.website,
    });
  });

  it('answers the contact lookup from the brand data', async () => {
    expect((await sb.api.get<ContactLookup>('/api/lookup/contact')).body).toMatchObject({
      contactText: brand.contactText[brand.defaultLocale],
      lineName: brand.chatApp.name,
      lineLink: brand.chatApp.link,
    });
  });

  it("takes the mobiles of the brand's country alone, as national digits", async () => {
    const bank = codes()[0] ?? '';
    const length = brand.phone.length;
    const refused = async (username: string) =>
      (await validate(payload(brand, bank, { username }))).body;
    if (length !== null) {
      for (const size of [length - 1, length + 1]) {
        expect(await refused(fresh(size)), `${size} digits`).toEqual({
          message: 'PHONE_NUMBER_REQUIRE_10_DIGIT',
        });
      }
    }
    // Lao "12345", a number of the other country, a Lao 020 number one digit
    // short, the right number with its country code or spaces: none is a national mobile.
    const mobile = phoneFor(brand);
    const others = ['12345', '0212345678', '0812345678', '0205551234', `+66${mobile.slice(1)}`];
    for (const username of [
      ...others.filter((phone) => phone !== mobile),
      `${mobile.slice(0, 3)} ${mobile.slice(3)}`,
    ]) {
      // One of them may be a mobile of this very brand: that one is not refused.
      if (phoneProblem(username, brand.phone) === null) continue;
      const body = await refused(username);
      expect(body, username).toHaveProperty('message');
      expect(body, username).not.toEqual({ success: true });
    }
    expect((await validate(payload(brand, bank))).body).toEqual({ success: true });
  });

  it('accepts at registration exactly the currencies the wallet offers', async () => {
    const bank = codes()[0] ?? '';
    for (const currency of EVERY_CURRENCY) {
      const reply = await register(payload(brand, bank, { currency }));
      expect(reply.body, currency).toEqual(
        brand.currencies.includes(currency) ? { success: true } : { message: 'KEY_INVALID' },
      );
    }
    const { currency: _none, ...withoutCurrency } = payload(brand, bank);
    expect((await register(withoutCurrency)).body).toEqual(
      brand.currencies.length > 0 ? { message: 'KEY_MISSING' } : { success: true },
    );
  });

  it('needs an English account name at exactly the banks the wallet asks one for', async () => {
    for (const bank of codes()) {
      const reply = await validate(payload(brand, bank, { bankAccountName: THAI_SCRIPT_NAME }));
      expect(reply.body, bank).toEqual(
        brand.englishNameBanks.includes(bank)
          ? { message: 'BANK_ACCOUNT_NAME_ENG' }
          : { success: true },
      );
    }
    for (const bank of brand.englishNameBanks) expect(codes(), bank).toContain(bank);
  });

  it('lists the recommended banks, and the local banks first', async () => {
    for (const bank of brand.recommendedBanks) expect(codes(), bank).toContain(bank);
    expect(codes().slice(0, brand.localBanks.length)).toEqual(brand.localBanks);
  });

  it('takes deposits at its own accounts, in the currencies members can hold', async () => {
    const { banks: accounts } = (await sb.api.get<DepositLookup>('/api/lookup/deposit')).body;
    const bankAccounts = accounts.filter((account) => account.bankType === 'BANK');
    expect(bankAccounts).toEqual(
      brand.depositAccounts.map((account) =>
        expect.objectContaining({
          bankCode: account.bankCode,
          bankAccountName: account.accountName,
          bankAccountNo: account.accountNo,
          mode: account.mode,
        }),
      ),
    );
    for (const account of bankAccounts) {
      if (brand.currencies.length === 0) expect(account.currency, account.bankCode).toBeNull();
      else expect(brand.currencies, account.bankCode).toContain(account.currency);
    }
  });

  it('lets the demo member and every active extra demo login log in, and no deactivated one', async () => {
    for (const login of [brand.demo, ...brand.extraDemoLogins]) {
      const reply = await sb.api.post('/api/login', {
        username: login.phone,
        password: login.password,
      });
      if ('active' in login && login.active === false) {
        expect(reply.body, login.phone).toEqual({ message: 'INACTIVE_USER' });
      } else {
        expect(reply.status, login.phone).toBe(200);
      }
    }
  });

  it('seeds the demo member of its data with balances, game accounts and history', async () => {
    const token = await sb.api.login({ username: brand.demo.phone, password: brand.demo.password });
    const wallet = (await sb.api.get<WalletResult>('/api/wallet', token)).body;
    expect(wallet.profile).toMatchObject({ name: brand.demo.name, username: brand.demo.phone });
    expect(wallet.bankAccount).toMatchObject({
      bankCode: brand.demo.bankAccount.bankCode,
      bankAccountNo: brand.demo.bankAccount.accountNo,
      currency: brand.currencies.length > 0 ? brand.demo.currency : null,
    });
    expect(wallet.wallet.amount).toBeGreaterThan(0);
    expect(wallet.slots.filter((slot) => slot.isActive).length).toBeGreaterThan(0);
    const statements = await sb.api.post<StatementList>('/api/statement', { page: 1 }, token);
    expect(statements.body.total).toBeGreaterThan(0);
    const invites = await sb.api.post<InviteList>('/api/invite', { page: 1, limit: 100 }, token);
    expect(invites.body.invites.map((invite) => invite.from.name)).toEqual(
      expect.arrayContaining([...brand.invitedPlayers]),
    );
  });

  it('decrypts a wallet-app link encrypted under the brand public key', async () => {
    const token = await sb.api.login({ username: brand.demo.phone, password: brand.demo.password });
    const link = publicEncrypt(
      {
        key: brand.truelinkPublicKey,
        padding: constants.RSA_PKCS1_OAEP_PADDING,
        oaepHash: 'sha256',
      },
      Buffer.from(`https://gift.truemoney.com/campaign/?v=rules${serial}`),
    ).toString('base64');
    expect((await sb.api.post('/api/wallet/truelink', { link }, token)).body).toEqual({
      success: true,
      message: 'SUCCESS',
    });
  });
}

for (const id of BRAND_IDS) {
  describe(`${id}: the sandbox follows the brand data`, () => {
    agreesWith(BRANDS[id], () => startSandbox({ brand: id, clientLimits: CHECKS }));
  });
}

/**
 * One brand's capabilities under another's id: the sandbox must follow the capabilities,
 * so nothing in it may decide by the brand's name.
 */
const base = brandWith((b) => b.phone.country === 'LA', 'takes Lao mobiles');
const mixed: BrandData = {
  ...base,
  id: BRAND_IDS.find((id) => id !== base.id) ?? base.id,
  appName: 'Mixed Wallet',
  website: 'https://mixed.wallet.example.com',
  phone: { country: 'LA', length: 11, placeholder: '020 XXXX XXXX' },
  recommendedBanks: ['SCB'],
  englishNameBanks: ['SCB', 'GSB'],
  chatApp: { name: '@mixedwallet', link: 'https://line.me/R/ti/p/@mixedwallet' },
};

describe('a made-up brand: the sandbox follows capabilities, not the id', () => {
  agreesWith(mixed, () => startSandbox({ brand: mixed, clientLimits: CHECKS }));
});
