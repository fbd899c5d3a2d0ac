// The phone the measurement gates (scripts/measure-*.mjs) and the trace tool load the wallet
// in: a 360x740 screen at devicePixelRatio 2, the member's session in storage, the CPU 4x
// slower (Lighthouse's mobile slowdown; the machine's BenchmarkIndex says what it stands for,
// scripts/benchmark-index.mjs). One definition, so that what the trace tool explains is what
// the gates measured.

/** The start pages the long-task gate loads, and the trace tool explains. */
export const START_VISITS = [
  { name: 'login', path: '/login', agreed: true, guest: true, label: '/login' },
  {
    name: 'first',
    path: '/user/home',
    agreed: false,
    guest: false,
    label: '/user/home (first visit)',
  },
  {
    name: 'returning',
    path: '/user/home',
    agreed: true,
    guest: false,
    label: '/user/home (returning)',
  },
];

/**
 * A fresh browser context (cold cache, empty storage) at the phone's size, whose pages start
 * with `token` (the member's session, none for a guest) and, when `agreed`, the agreement
 * accepted, in storage. Add a gate's own init scripts to it before opening the page.
 */
export async function phoneContext(browser, { token = null, agreed = true } = {}) {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 2,
  });
  await context.addInitScript(
    ({ t, accepted }) => {
      if (t) localStorage.setItem('token', t);
      if (accepted) localStorage.setItem('agreed', 'true');
    },
    { t: token, accepted: agreed },
  );
  return context;
}

/** A page of `context` on the 4x slower CPU, with the DevTools session that slows it. */
export async function throttledPage(context) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { page, cdp };
}
