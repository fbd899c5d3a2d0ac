import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inLaos } from '../../test/brands';
import { mockApi } from '../../test/fetch-mock';
import { renderFresh, walletResult } from '../../test/wallet-fixtures';
import { BankTransferPanel } from './bank-transfer-panel';
import { depositBank, panelControls, SLIP_OPEN } from './deposit-fixtures';

const BANKS = [
  depositBank(),
  depositBank({
    bankCode: 'BCEL',
    bankAccountName: 'LAO WALLET SOLE CO',
    bankAccountNo: '010-12-00-12345678-001',
    currency: 'LAK',
    bank: { nameTH: 'บีซีอีแอล', nameEN: 'BCEL One' },
  }),
];

// Whole journeys of taps and answers: room for a machine shared by several test runs.
describe('BankTransferPanel', { timeout: 15_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows each account: logo, bank name, account name, number 3-3-rest, currency', async () => {
    mockApi({ 'GET /api/lookup/slip': SLIP_OPEN, 'GET /api/wallet': walletResult() });
    renderFresh(<BankTransferPanel banks={BANKS} {...panelControls()} />);
    const list = screen.getByRole('list', { name: 'Accounts to transfer to' });
    const [scb, bcel] = within(list).getAllByRole('listitem');
    if (!scb || !bcel) throw new Error('two accounts expected');
    expect(scb).toHaveTextContent('Siam Commercial Bank');
    expect(scb).toHaveTextContent('SIAM WALLET CO LTD');
    expect(scb).toHaveTextContent('407-123-4567');
    expect(scb).not.toHaveTextContent('Account currency');
    expect(scb.querySelector('img')?.getAttribute('src')).toBeTruthy();
    expect(bcel).toHaveTextContent('BCEL One');
    // Not 10 digits: shown as stored.
    expect(bcel).toHaveTextContent('010-12-00-12345678-001');
    expect(bcel).toHaveTextContent('Account currency: kip');
    // The member's own account, which the transfer must come from.
    expect(
      await screen.findByText('Transfer from your registered account: Kasikornbank 123-456-7890'),
    ).toBeInTheDocument();
  });

  it('names banks in Thai for a Thai reader', async () => {
    mockApi({ 'GET /api/lookup/slip': SLIP_OPEN });
    renderFresh(<BankTransferPanel banks={BANKS} {...panelControls()} />, { locale: 'th' });
    expect(screen.getByText('ธนาคารไทยพาณิชย์')).toBeInTheDocument();
    expect(screen.queryByText('Siam Commercial Bank')).not.toBeInTheDocument();
    expect(await screen.findByText('ปิดรับสลิปทุกวัน เวลา 23:00 ถึง 00:30 (UTC+7)')).toBeVisible();
  });

  it('copies the digits of an account number with one tap, and says so', async () => {
    mockApi({ 'GET /api/lookup/slip': SLIP_OPEN });
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderFresh(<BankTransferPanel banks={BANKS} {...panelControls()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Copy account number 407-123-4567' }));
    expect(writeText).toHaveBeenCalledWith('4071234567');
    expect(await screen.findByText('Copied: 4071234567')).toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('button', { name: 'Copy account number 010-12-00-12345678-001' }),
    );
    expect(writeText).toHaveBeenLastCalledWith('010120012345678001');
  });

  it('gives the deposit texts, with the daily slip window in site time', async () => {
    mockApi({ 'GET /api/lookup/slip': SLIP_OPEN });
    renderFresh(<BankTransferPanel banks={BANKS} {...panelControls()} />, { brand: inLaos });
    const texts = screen.getByRole('list', { name: 'Good to know' });
    expect(texts).toHaveTextContent('Your wallet is credited within 1 minute of your transfer.');
    expect(texts).toHaveTextContent('Upload the transfer slip within 1 hour of the transfer.');
    expect(
      await within(texts).findByText(
        'Slip upload is closed every day from 23:00 to 00:30 (UTC+7).',
      ),
    ).toBeInTheDocument();
  });

  it('goes on to the slip upload once the player has transferred', async () => {
    mockApi({ 'GET /api/lookup/slip': SLIP_OPEN });
    const controls = panelControls();
    renderFresh(<BankTransferPanel banks={BANKS} {...controls} />);
    await userEvent.click(
      screen.getByRole('button', { name: 'I have transferred: upload the slip' }),
    );
    expect(controls.show).toHaveBeenCalledWith('slip');
    expect(controls.close).not.toHaveBeenCalled();
    expect(await screen.findByText(/from 23:00 to 00:30/)).toBeVisible();
  });
});
