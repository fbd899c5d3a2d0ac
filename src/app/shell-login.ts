import type { ShellTyped } from '../features/auth/login-screen';
import { SHELL_LOGIN_FORM } from './static-shell';

/**
 * The static shell's login form (early-login.ts), held from the main script's start: the
 * app's first render removes it from the page, and the login screen reads what the guest
 * typed there after that (a removed form keeps its values), so not one keystroke made
 * before the app took over is lost.
 */
let shellForm = document.querySelector<HTMLFormElement>(SHELL_LOGIN_FORM);

/**
 * What the guest did in the shell's login form, once (a later login screen starts empty),
 * or null when the form was never shown (another page, a member, no early script).
 */
export function takeShellLogin(): ShellTyped | null {
  const form = shellForm;
  shellForm = null;
  if (!form?.closest('.shell.guest')) return null;
  const input = (name: string) => form.elements.namedItem(name) as HTMLInputElement | null;
  const focused = form.dataset.focused;
  return {
    username: input('username')?.value ?? '',
    password: input('password')?.value ?? '',
    remember: input('remember')?.checked ?? true,
    focused: focused === 'username' || focused === 'password' ? focused : null,
    submitted: form.dataset.submitted !== undefined,
  };
}
