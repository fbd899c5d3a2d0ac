import { render } from '@testing-library/react';
import { BRANDS } from '../../brands/data';
import { banksFor } from '../../server/fixtures/banks';
import { BankLogo, bankLogoUrl } from './bank-logo';

describe('bank logos', () => {
  it('bundle a logo for every bank the sandbox lookup offers on any brand', () => {
    const codes = new Set(
      Object.values(BRANDS).flatMap((brand) => banksFor(brand).map((bank) => bank.code)),
    );
    const missing = [...codes].filter((code) => bankLogoUrl(code) === null);
    expect(missing).toEqual([]);
    expect(bankLogoUrl('ktb')).toBe(bankLogoUrl('KTB'));
    // One picture per bank: no two codes share a logo.
    expect(new Set([...codes].map(bankLogoUrl)).size).toBe(codes.size);
  });

  it('shows the bundled image, decorative unless given a text', () => {
    const { container, rerender } = render(<BankLogo code="SCB" />);
    const img = container.querySelector('img');
    expect(img?.getAttribute('src')).toBe(bankLogoUrl('SCB'));
    expect(img).toHaveAttribute('alt', '');
    rerender(<BankLogo code="SCB" alt="SCB" />);
    expect(container.querySelector('img')).toHaveAttribute('alt', 'SCB');
  });

  it('falls back to a tile with the code for a bank it does not know', () => {
    const { container } = render(<BankLogo code="NEWBK" alt="New bank" />);
    expect(container.querySelector('img')).toBeNull();
    const tile = container.querySelector('svg[data-fallback-logo]');
    expect(tile).toHaveTextContent('NEWBK');
    expect(tile).toHaveAttribute('aria-label', 'New bank');
  });
});
