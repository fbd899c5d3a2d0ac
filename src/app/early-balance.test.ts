// @vitest-environment jsdom
import {
  AMOUNT_SLOT,
  type EarlyBalanceTexts,
  earlyBalanceText,
  paintEarlyBalance,
  readTagJson,
} from './early-balance';

const TEXTS: EarlyBalanceTexts = {
  languages: {
    th: { label: 'ยอดเงินรวม', amount: { BAHT: `${AMOUNT_SLOT} บาท`, LAK: `${AMOUNT_SLOT} กีบ` } },
    en: {
      label: 'Total balance',
      amount: { BAHT: `${AMOUNT_SLOT} baht`, LAK: `${AMOUNT_SLOT} kip` },
    },
  },
  fractionDigits: { BAHT: 2, LAK: 0 },
};

const wallet = (currency?: string) => ({
  wallet: { amount: 1200.1 },
  slots: [
    { code: 'A', amount: 0.2 },
    { code: 'B', amount: 300 },
  ],
  bankAccount: currency ? { currency } : undefined,
  profile: { name: 'Somchai' },
  invite: { amount: 85.5 },
});

/** The static shell's card as index.html has it. */
function shell(): HTMLElement {
  document.body.innerHTML = `
    <div id="root">
      <div class="shell">
        <section data-shell="card" aria-labelledby="home-total-label" aria-hidden="true">
          <div><p id="home-total-label" data-shell="total-label"></p></div>
          <p data-shell="total"></p>
        </section>
      </div>
    </div>`;
  return document.querySelector('[data-shell="card"]') as HTMLElement;
}

/** The early answer's body as early-answers.ts hands it on. */
const answer = (body: unknown) => Promise.resolve(body);

describe('earlyBalanceText', () => {
  it('writes the total of the main wallet and every game account, as the home screen does', () => {
    expect(earlyBalanceText(wallet(), TEXTS, 'th')).toEqual({
      label: 'ยอดเงินรวม',
      amount: '1,500.30 บาท',
    });
  });

  it("uses the member's currency and its decimals", () => {
    expect(earlyBalanceText(wallet('LAK'), TEXTS, 'en')?.amount).toBe('1,500 kip');
  });

  it('says nothing in a language the build did not write', () => {
    expect(earlyBalanceText(wallet(), TEXTS, 'lo')).toBeNull();
  });

  it('refuses a wallet whose balances are not numbers', () => {
    expect(() => earlyBalanceText({ wallet: { amount: '12' }, slots: [] }, TEXTS, 'th')).toThrow();
  });
});

describe('paintEarlyBalance', () => {
  it('writes the total into the shell and lets a screen reader read it', async () => {
    const card = shell();
    await paintEarlyBalance(answer(wallet()), TEXTS, 'th');
    expect(document.getElementById('home-total-label')?.textContent).toBe('ยอดเงินรวม');
    expect(card.querySelector('[data-shell="total"]')?.textContent).toBe('1,500.30 บาท');
    expect(card.classList.contains('shell-balance')).toBe(true);
    expect(card.hasAttribute('aria-hidden')).toBe(false);
  });

  it.each([
    ['no answer to show', () => answer(undefined)],
    ['a wallet the normaliser refuses', () => answer({ wallet: {}, slots: [] })],
    ['a wallet without the profile', () => answer({ ...wallet(), profile: undefined })],
    ['a wallet without the invite bonus', () => answer({ ...wallet(), invite: {} })],
    ['a read that failed', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('leaves the skeleton as it was after %s', async (_, response) => {
    const page = shell();
    const before = page.outerHTML;
    await paintEarlyBalance(response(), TEXTS, 'th');
    expect(page.outerHTML).toBe(before);
  });

  it('does nothing once the app has replaced the shell', async () => {
    document.body.innerHTML = '<div id="root"><main>app</main></div>';
    await paintEarlyBalance(answer(wallet()), TEXTS, 'th');
    expect(document.body.innerHTML).toBe('<div id="root"><main>app</main></div>');
  });

  it('writes text, never markup', async () => {
    const page = shell();
    const texts = {
      ...TEXTS,
      languages: { th: { label: '<img src=x>', amount: TEXTS.languages.th?.amount ?? {} } },
    };
    await paintEarlyBalance(answer(wallet()), texts, 'th');
    expect(page.querySelector('img')).toBeNull();
    expect(document.getElementById('home-total-label')?.textContent).toBe('<img src=x>');
  });
});

describe('readTagJson', () => {
  it('reads what the build wrote', () => {
    expect(readTagJson<EarlyBalanceTexts>(JSON.stringify(TEXTS))).toEqual(TEXTS);
  });

  it.each([null, '', '{'])('refuses %j', (value) => {
    expect(readTagJson(value)).toBeNull();
  });

  it.each(['"text"', '{"languages":{}}', '{}'])('writes nothing with texts shaped %s', (value) => {
    const texts = readTagJson(value) as EarlyBalanceTexts;
    expect(earlyBalanceText(wallet(), texts, 'th')).toBeNull();
  });
});
