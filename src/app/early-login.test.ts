// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { EARLY_LOGIN_WORDS, type EarlyLoginTexts, showEarlyLogin } from './early-login';

const WORDS = Object.fromEntries(EARLY_LOGIN_WORDS.map((word) => [word, `${word} (th)`]));
const TEXTS: EarlyLoginTexts = {
  logo: '/static/svg/logo.123abc.svg',
  placeholder: '0XX XXX XXXX',
  languages: { th: WORDS as EarlyLoginTexts['languages'][string] },
};

/** The shell's login screen exactly as index.html has it (it holds no template tag). */
const LOGIN_SECTION = /<section class="shell-login"[\s\S]*?<\/section>/.exec(
  readFileSync('src/app/index.html', 'utf8'),
)?.[0];

function page(): { shell: HTMLElement; form: HTMLFormElement } {
  document.body.innerHTML = `<div id="root"><div class="shell">${LOGIN_SECTION}</div></div>`;
  return {
    shell: document.querySelector('.shell') as HTMLElement,
    form: document.querySelector('form[data-shell="login"]') as HTMLFormElement,
  };
}

const field = (form: HTMLFormElement, name: string) =>
  form.elements.namedItem(name) as HTMLInputElement;

describe('showEarlyLogin', () => {
  it("shows the form with every word of the player's language, as text", () => {
    const { shell, form } = page();
    showEarlyLogin(
      {
        ...TEXTS,
        languages: { th: { ...TEXTS.languages.th, title: '<img src=x>' } },
      } as EarlyLoginTexts,
      'th',
    );
    expect(shell.classList.contains('guest')).toBe(true);
    expect(shell.querySelector('h1')?.textContent).toBe('<img src=x>');
    expect(shell.querySelectorAll('h1 img')).toHaveLength(0);
    for (const slot of shell.querySelectorAll<HTMLElement>('[data-text]')) {
      expect(slot.textContent).not.toBe('');
    }
    expect(form.querySelector('label[for="shell-password"]')?.textContent).toBe('password (th)');
    expect(field(form, 'username').placeholder).toBe('0XX XXX XXXX');
    expect(shell.querySelector('img')?.getAttribute('src')).toBe(TEXTS.logo);
    // Read in its own language, whatever <html lang> says until the app starts.
    expect(shell.getAttribute('lang')).toBe('th');
  });

  it('waits for the body when it runs before the page has been read (from a cache)', () => {
    const { shell } = page();
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    try {
      showEarlyLogin(TEXTS, 'th');
      expect(shell.classList.contains('guest')).toBe(false);
      Object.defineProperty(document, 'readyState', { value: 'interactive', configurable: true });
      document.dispatchEvent(new Event('readystatechange'));
      expect(shell.classList.contains('guest')).toBe(true);
    } finally {
      delete (document as { readyState?: unknown }).readyState;
    }
  });

  it('is a form that could never send the password in an address', () => {
    const { form } = page();
    expect(form.getAttribute('method')).toBe('post');
  });

  it.each([
    ['another language', TEXTS, 'en'],
    ['a word missing', { ...TEXTS, languages: { th: { ...WORDS, submit: undefined } } }, 'th'],
    ['no texts', null, 'th'],
    ['no language', TEXTS, null],
  ])('leaves the skeleton with %s', (_, texts, language) => {
    const { shell } = page();
    showEarlyLogin(texts as EarlyLoginTexts | null, language);
    expect(shell.classList.contains('guest')).toBe(false);
    expect(shell.querySelector('h1')?.textContent).toBe('');
  });

  it('sends nothing: a submit waits for the app, marked on the form', () => {
    const { form } = page();
    showEarlyLogin(TEXTS, 'th');
    const submit = new Event('submit', { cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(form.dataset.submitted).toBe('');
    expect(form.querySelector('button')?.getAttribute('aria-busy')).toBe('true');
  });

  it('remembers the field with the focus, and forgets it once the guest leaves the form', async () => {
    const { form } = page();
    showEarlyLogin(TEXTS, 'th');
    field(form, 'password').focus();
    expect(form.dataset.focused).toBe('password');
    field(form, 'password').blur();
    // Read in the task that removed the shell, the focus still counts…
    expect(form.dataset.focused).toBe('password');
    // …a task later, with the form on the page and nothing of it focused, it does not.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(form.dataset.focused).toBeUndefined();
  });
});

describe('takeShellLogin', () => {
  beforeEach(() => vi.resetModules());

  it('hands the app what was typed in the shown form, once, after the form has left the page', async () => {
    const { form } = page();
    const { takeShellLogin } = await import('./shell-login');
    showEarlyLogin(TEXTS, 'th');
    field(form, 'username').value = '0812345678';
    field(form, 'password').value = 'demo1234';
    field(form, 'remember').checked = false;
    field(form, 'username').focus();
    form.requestSubmit();
    // The app's first render replaces the shell.
    (document.getElementById('root') as HTMLElement).textContent = '';
    expect(takeShellLogin()).toEqual({
      username: '0812345678',
      password: 'demo1234',
      remember: false,
      focused: 'username',
      submitted: true,
    });
    expect(takeShellLogin()).toBeNull();
  });

  it('hands nothing when the form was never shown', async () => {
    const { form } = page();
    const { takeShellLogin } = await import('./shell-login');
    field(form, 'username').value = '0812345678';
    expect(takeShellLogin()).toBeNull();
  });
});
