import { waitFor } from '@testing-library/react';
import { inLaos } from '../test/brands';
import { renderWithApp } from '../test/render';
import { RouteHead } from './route-head';

const meta = (name: string) =>
  document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;

describe('RouteHead', () => {
  it('titles and describes /login in the player’s language', async () => {
    renderWithApp(<RouteHead />, { path: '/login', locale: 'la', brand: inLaos });
    await waitFor(() => expect(document.title).toBe(`ເຂົ້າສູ່ລະບົບ – ${inLaos.appName}`));
    expect(meta('description')).toContain(inLaos.appName);
    expect(meta('robots')).toBeUndefined();
  });

  it('titles /register and keeps it indexable', async () => {
    renderWithApp(<RouteHead />, { path: '/register', locale: 'en' });
    await waitFor(() => expect(document.title).toBe('Register – Siam Wallet'));
    expect(meta('robots')).toBeUndefined();
  });

  it('marks member routes noindex, and takes the mark away on a public route', async () => {
    const first = renderWithApp(<RouteHead />, { path: '/user/home', locale: 'th' });
    await waitFor(() => expect(meta('robots')).toBe('noindex'));
    expect(document.title).toBe('Siam Wallet');
    first.unmount();
    renderWithApp(<RouteHead />, { path: '/login', locale: 'th' });
    await waitFor(() => expect(meta('robots')).toBeUndefined());
    expect(document.title).toBe('เข้าสู่ระบบ – Siam Wallet');
  });
});
