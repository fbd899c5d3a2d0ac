// Where the scripts find the static shell of index.html (src/app/index.html): the early
// script fills it in, and the app's first render replaces it.

/** The static shell, `#root`'s content until the app's first render. */
export const STATIC_SHELL = '#root > .shell';
/** Its home card, where the early script writes a member's total (early-balance.ts). */
export const SHELL_CARD = `${STATIC_SHELL} [data-shell="card"]`;
/** Its login form, which the app's login screen reads (shell-login.ts). */
export const SHELL_LOGIN_FORM = `${STATIC_SHELL} form[data-shell="login"]`;
