import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inLaos } from '../../test/brands';
import { mockApi } from '../../test/fetch-mock';
import { renderWithApp } from '../../test/render';
import { ContactScreen } from './contact-screen';

const CONTACT = {
  contactText: 'Our team answers around the clock.',
  lineLink: 'https://line.me/R/ti/p/@siamwallet',
  lineName: '@siamwallet',
  lineQR: '/api/media/line-qr.svg',
};

describe('ContactScreen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the text, the QR image, the chat-app link and name, and the version', async () => {
    mockApi({
      'GET /api/lookup/contact': CONTACT,
      'GET /api/lookup/enableChatWidget': { enableChatWidget: false },
    });
    renderWithApp(<ContactScreen />, { path: '/contact' });
    expect(await screen.findByText('Our team answers around the clock.')).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'QR code to add @siamwallet in the chat app' }),
    ).toHaveAttribute('src', 'http://localhost:3000/api/media/line-qr.svg');
    const link = await screen.findByRole('link', { name: '@siamwallet' });
    expect(link).toHaveAttribute('href', CONTACT.lineLink);
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText(`Version ${import.meta.env.APP_VERSION}`)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Live chat' })).not.toBeInTheDocument();
  });

  it('shows the live chat it is given, and the link still, when the widget is enabled', async () => {
    mockApi({
      'GET /api/lookup/contact': CONTACT,
      'GET /api/lookup/enableChatWidget': { enableChatWidget: true },
    });
    renderWithApp(<ContactScreen liveChat={<button type="button">chat widget</button>} />, {
      path: '/user/contact',
      brand: inLaos,
      token: 't',
    });
    expect(await screen.findByRole('button', { name: 'chat widget' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /QR code/ })).toBeInTheDocument();
    // The QR cannot be scanned with the phone that shows it: the link is always there.
    expect(screen.getByRole('link', { name: '@siamwallet' })).toHaveAttribute(
      'href',
      CONTACT.lineLink,
    );
    expect(
      screen.getByText('On this phone? Tap the link to open the chat app.'),
    ).toBeInTheDocument();
    expect(screen.getByText(`Version ${import.meta.env.APP_VERSION}`)).toBeInTheDocument();
  });

  it('keeps the live chat away while the widget is disabled', async () => {
    mockApi({
      'GET /api/lookup/contact': CONTACT,
      'GET /api/lookup/enableChatWidget': { enableChatWidget: false },
    });
    renderWithApp(<ContactScreen liveChat={<button type="button">chat widget</button>} />, {
      path: '/contact',
    });
    expect(await screen.findByRole('link', { name: '@siamwallet' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'chat widget' })).not.toBeInTheDocument();
  });

  it('shows the link when the widget is enabled but none is given', async () => {
    mockApi({
      'GET /api/lookup/contact': CONTACT,
      'GET /api/lookup/enableChatWidget': { enableChatWidget: true },
    });
    renderWithApp(<ContactScreen />, { path: '/contact' });
    expect(await screen.findByRole('link', { name: '@siamwallet' })).toBeInTheDocument();
  });

  it('falls back to the link when the widget setting cannot be read', async () => {
    mockApi({ 'GET /api/lookup/contact': CONTACT });
    renderWithApp(<ContactScreen />, { path: '/contact' });
    expect(await screen.findByRole('link', { name: '@siamwallet' })).toBeInTheDocument();
  });

  it('never turns a non-web link into a link', async () => {
    mockApi({
      'GET /api/lookup/contact': { ...CONTACT, lineLink: 'javascript:alert(1)' },
      'GET /api/lookup/enableChatWidget': { enableChatWidget: false },
    });
    renderWithApp(<ContactScreen />, { path: '/contact' });
    expect(await screen.findByText('@siamwallet')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    // Tapping the name says why nothing opens, rather than doing nothing.
    await userEvent.click(screen.getByRole('button', { name: '@siamwallet' }));
    expect(
      await screen.findByText('This link cannot be opened: it is not a web address.'),
    ).toBeInTheDocument();
  });

  it('offers a retry when the contact details cannot be loaded', async () => {
    let fail = true;
    mockApi({
      'GET /api/lookup/contact': () =>
        fail ? { status: 500, body: { message: 'INTERNAL_SERVER_ERROR' } } : { body: CONTACT },
      'GET /api/lookup/enableChatWidget': { enableChatWidget: false },
    });
    renderWithApp(<ContactScreen />, { path: '/contact' });
    expect(await screen.findByText('The contact details could not be loaded.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Our team answers around the clock.')).toBeInTheDocument();
  });
});
