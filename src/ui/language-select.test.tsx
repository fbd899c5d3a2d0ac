import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { LanguageSelect } from './language-select';

const OPTIONS = [
  { value: 'th', label: 'ไทย' },
  { value: 'en', label: 'English' },
] as const;

/** A screen whose every text follows the language, as the app's does. */
function Screen() {
  const [language, setLanguage] = useState<'th' | 'en'>('th');
  return (
    <>
      <LanguageSelect label="Language" value={language} options={OPTIONS} onChange={setLanguage} />
      <h1>{language === 'th' ? 'หน้าแรก' : 'Home'}</h1>
    </>
  );
}

describe('LanguageSelect', () => {
  it('shows the chosen language at once and the screen in it in a render after', async () => {
    render(<Screen />);
    const menu = screen.getByRole('combobox', { name: 'Language' });
    // A choice as the browser delivers it, outside act: what React renders in the
    // input's own task is what the next paint shows.
    const actEnvironment = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT');
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
    try {
      (menu as HTMLSelectElement).value = 'en';
      menu.dispatchEvent(new Event('change', { bubbles: true }));
      await Promise.resolve();
      expect(menu).toHaveValue('en');
      expect(screen.getByRole('option', { name: 'English' })).toBeDisabled();
      // The screen's texts have not held up the menu's answer.
      expect(screen.getByRole('heading', { name: 'หน้าแรก' })).toBeInTheDocument();
      expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    } finally {
      Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', actEnvironment);
    }
    expect(menu).toHaveValue('en');
  });

  it('ends on the language the app took', async () => {
    render(<Screen />);
    const menu = screen.getByRole('combobox', { name: 'Language' });
    await act(async () => {
      (menu as HTMLSelectElement).value = 'en';
      menu.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(menu).toHaveValue('en');
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'ไทย' })).toBeEnabled();
  });
});
