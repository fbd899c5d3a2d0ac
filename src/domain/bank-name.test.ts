import { bankNameIn } from './bank-name';

const KBANK = { nameTH: 'ธนาคารกสิกรไทย', nameEN: 'Kasikornbank' };
const BCEL = {
  nameTH: 'ธนาคารการค้าต่างประเทศลาว',
  nameEN: 'Banque pour le Commerce Extérieur Lao',
  nameLA: 'ທະນາຄານການຄ້າຕ່າງປະເທດລາວ',
};

describe('bankNameIn', () => {
  it('gives the Thai name in Thai and the English name in English', () => {
    expect(bankNameIn('th', KBANK)).toBe('ธนาคารกสิกรไทย');
    expect(bankNameIn('en', KBANK)).toBe('Kasikornbank');
    expect(bankNameIn('en', BCEL)).toBe('Banque pour le Commerce Extérieur Lao');
  });

  it('gives the Lao name in Lao, or the English one, never Thai script', () => {
    expect(bankNameIn('la', BCEL)).toBe('ທະນາຄານການຄ້າຕ່າງປະເທດລາວ');
    expect(bankNameIn('la', KBANK)).toBe('Kasikornbank');
    expect(bankNameIn('la', { ...KBANK, nameLA: '' })).toBe('Kasikornbank');
  });
});
