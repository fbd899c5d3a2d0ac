import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../test/fetch-mock';
import { renderFresh } from '../../test/wallet-fixtures';
import { EditBankNameModal } from './edit-bank-name-modal';

const ktb = {
  bankCode: 'KTB',
  bankAccountName: 'สมหญิง ทดสอบ',
  bankAccountNo: '9876543210',
  bank: { nameTH: 'กรุงไทย', nameEN: 'Krungthai Bank' },
};

describe('EditBankNameModal', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('requires a name and English letters only, and sends nothing until it is valid', async () => {
    const { calls } = mockApi({});
    renderFresh(<EditBankNameModal bankAccount={ktb} onClose={() => {}} />, { token: 't' });
    const save = screen.getByRole('button', { name: 'Save' });
    await userEvent.click(save);
    const input = screen.getByLabelText('Bank account name (English)');
    expect(input).toHaveAccessibleDescription('Please enter the bank account name');
    await userEvent.type(screen.getByLabelText('Bank account name (English)'), 'สมหญิง');
    await userEvent.click(save);
    expect(
      await screen.findByText('Bank account name must be in English only'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Bank account name (English)')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(calls).toHaveLength(0);
  });

  it('saves the name in capitals with the bank code, then closes', async () => {
    const onClose = vi.fn();
    const { calls } = mockApi({
      'PUT /api/account/bankAccountName': { success: true, message: 'SUCCESS' },
    });
    renderFresh(<EditBankNameModal bankAccount={ktb} onClose={onClose} />, { token: 't' });
    await userEvent.type(screen.getByLabelText('Bank account name (English)'), 'somying  test');
    expect(screen.getByLabelText('Bank account name (English)')).toHaveValue('SOMYING  TEST');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls[0]?.body).toEqual({ bankCode: 'KTB', bankAccountName: 'SOMYING TEST' });
    expect(await screen.findByText('Saved')).toBeInTheDocument();
  });
});
