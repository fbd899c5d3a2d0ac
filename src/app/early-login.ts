// A guest's login form in the static shell, shown by the head's early script on a page that
// opens on the login screen (docs/architecture.md#first-load). On a slow phone the app's
// login screen renders only once the main scripts have arrived and run, about a second after
// the HTML; this form is there one round trip after it, and the player can type into it at
// once. The app carries on with what was typed (shell-login.ts, read by the login screen
// when it replaces the shell): the values, the field that had the focus and a submit
// already asked for. Nothing is sent from here: the login is the app's (its rules, its
// errors); a submit only waits for it.
import { SHELL_LOGIN_FORM, STATIC_SHELL } from './static-shell';

/** The shell's words the build writes per language (keys: the form's `data-text` names). */
export const EARLY_LOGIN_WORDS = [
  'languageLabel',
  'languageName',
  'title',
  'welcome',
  'phone',
  'password',
  'remember',
  'submit',
  'noAccount',
  'register',
] as const;

export type EarlyLoginWord = (typeof EARLY_LOGIN_WORDS)[number];

/**
 * From the build (scripts/rsbuild-shell.ts, the early script's `data-login` attribute, JSON):
 * the logo's address, the phone field's placeholder and, per language (the BCP 47 tag, as
 * `<html lang>` has it), the screen's words, each already formatted.
 */
export interface EarlyLoginTexts {
  logo: string;
  placeholder: string;
  languages: Record<string, Record<EarlyLoginWord, string>>;
}

/**
 * Shows the shell's login form in `language`, or leaves the skeleton when the texts cannot
 * say every word or the app has already replaced the shell. Texts are written as text.
 * From a cache (the service worker's, on a return visit) this `async` script can run before
 * the page's body has been read: then it waits for the body, which is there before the main
 * scripts run (`interactive` comes before the deferred scripts).
 */
export function showEarlyLogin(texts: EarlyLoginTexts | null, language: string | null): void {
  if (document.readyState === 'loading') {
    document.addEventListener('readystatechange', () => showEarlyLogin(texts, language), {
      once: true,
    });
    return;
  }
  // `guest` on the shell shows its login screen.
  const shell = document.querySelector(STATIC_SHELL);
  const form = document.querySelector<HTMLFormElement>(SHELL_LOGIN_FORM);
  const words = language ? texts?.languages?.[language] : undefined;
  if (!texts || !shell || !form || !language || !words) return;
  const slots = [...shell.querySelectorAll<HTMLElement>('[data-text]')];
  if (slots.some((slot) => typeof words[slot.dataset.text as EarlyLoginWord] !== 'string')) return;
  for (const slot of slots) slot.textContent = words[slot.dataset.text as EarlyLoginWord];
  shell.querySelector('img')?.setAttribute('src', texts.logo);
  form.querySelector('[name="username"]')?.setAttribute('placeholder', texts.placeholder);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    form.dataset.submitted = '';
    form.querySelector('button')?.setAttribute('aria-busy', 'true');
  });
  form.addEventListener('focusin', (event) => {
    form.dataset.focused = (event.target as HTMLInputElement).name;
  });
  // A field loses the focus too when the app removes the shell (Chromium says so), and the
  // login screen reads `focused` in that same task: only a focus that is still lost a task
  // later, with the form still on the page, was the player's.
  form.addEventListener('focusout', () => {
    setTimeout(() => {
      if (form.isConnected && !form.contains(document.activeElement)) delete form.dataset.focused;
    });
  });
  // The words are in the player's language, which may not be the page's yet (the app sets
  // <html lang> when it starts): a screen reader reads them in their own.
  shell.setAttribute('lang', language);
  shell.classList.add('guest');
}
