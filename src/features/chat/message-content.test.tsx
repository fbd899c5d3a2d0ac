import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChatMessage } from '../../api';
import { renderWithApp } from '../../test/render';
import { MessageContent } from './message-content';

const XSS = '<img src=x onerror="window.hacked=1"><b>bold</b>';

function show(message: ChatMessage) {
  const actions = { onPostback: vi.fn(), onText: vi.fn() };
  const view = renderWithApp(
    <div data-testid="message">
      <MessageContent message={message} actions={actions} />
    </div>,
  );
  return { ...view, actions, box: screen.getByTestId('message') };
}

describe('MessageContent', () => {
  afterEach(() => {
    delete (window as { hacked?: number }).hacked;
  });

  it('text: the words as text, any markup escaped, never run', () => {
    const { box } = show({ message_type: 'text', payload: { message: `Hi\n${XSS}` } });
    expect(box).toHaveTextContent(`Hi ${XSS}`, { normalizeWhitespace: true });
    expect(box.querySelector('img')).toBeNull();
    expect(box.querySelector('b')).toBeNull();
    expect(box.innerHTML).toContain('&lt;img');
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });

  it('buttons: web opens http(s) in a new tab, call dials, postback sends the payload, others the title', async () => {
    const { actions } = show({
      message_type: 'buttons',
      payload: { message: 'Pick one' },
      payloads: [
        { title: 'Website', type: 'web', payload: 'https://example.com/a' },
        { title: 'Script', type: 'web', payload: 'javascript:alert(1)' },
        { title: 'Call us', type: 'call', payload: '+66 2 123 4567' },
        { title: 'Promotions', type: 'postback', payload: 'PROMO' },
        { title: 'Thanks!', type: 'message', payload: 'ignored' },
        { title: XSS, type: 'postback', payload: 'X' },
      ],
    });
    expect(screen.getByText('Pick one')).toBeInTheDocument();
    const web = screen.getByRole('link', { name: 'Website' });
    expect(web).toHaveAttribute('href', 'https://example.com/a');
    expect(web).toHaveAttribute('target', '_blank');
    expect(web).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByRole('link', { name: 'Script' })).not.toBeInTheDocument();
    // A refused address opens nothing: tapping it says why (src/lib/safe-url.ts).
    await userEvent.click(screen.getByRole('button', { name: 'Script' }));
    expect(
      await screen.findByText('This link cannot be opened: it is not a web address.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Call us' })).toHaveAttribute(
      'href',
      'tel:+6621234567',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Promotions' }));
    expect(actions.onPostback).toHaveBeenCalledWith('PROMO');
    await userEvent.click(screen.getByRole('button', { name: 'Thanks!' }));
    expect(actions.onText).toHaveBeenCalledWith('Thanks!');
    expect(screen.getByRole('button', { name: XSS })).toBeInTheDocument();
  });

  it('media: an image, a video with controls, a file to download; no other addresses', () => {
    const { box, unmount } = show({
      message_type: 'media',
      payload: {
        message: 'Our poster',
        fileType: 'image',
        filePath: '/api/uploads/chat/a.png',
        url: false,
      },
    });
    expect(screen.getByRole('img', { name: 'Our poster' })).toHaveAttribute(
      'src',
      'http://localhost:3000/api/uploads/chat/a.png',
    );
    expect(box).toHaveTextContent('Our poster');
    unmount();

    const video = show({
      message_type: 'media',
      payload: {
        fileType: 'video',
        filePath: 'https://cdn.example/clip.mp4',
        name: 'clip.mp4',
        url: true,
      },
    });
    const player = video.box.querySelector('video');
    expect(player).toHaveAttribute('src', 'https://cdn.example/clip.mp4');
    expect(player).toHaveAttribute('controls');
    video.unmount();

    show({
      message_type: 'media',
      payload: { fileType: 'file', filePath: '/api/uploads/chat/terms.pdf', name: 'terms.pdf' },
    });
    const link = screen.getByRole('link', { name: 'Download terms.pdf' });
    expect(link).toHaveAttribute('href', 'http://localhost:3000/api/uploads/chat/terms.pdf');
    expect(link).toHaveAttribute('download', 'terms.pdf');
  });

  it('media: a script or protocol-relative address loads nothing', () => {
    const { box } = show({
      message_type: 'media',
      payload: { fileType: 'image', filePath: 'javascript:alert(1)', name: 'x.png' },
    });
    expect(box.querySelector('img, video, a')).toBeNull();
    expect(box).toHaveTextContent('x.png');
  });

  it('quick replies: chips that send their payload', async () => {
    const { actions } = show({
      message_type: 'quick_replies',
      payload: { message: 'How can we help?' },
      payloads: [
        { title: 'Deposit', type: 'postback', payload: 'DEPOSIT' },
        { title: 'Menu', type: 'postback', payload: 'MENU' },
      ],
    });
    const chips = screen.getByRole('list', { name: 'Suggested replies' });
    expect(within(chips).getAllByRole('button')).toHaveLength(2);
    await userEvent.click(within(chips).getByRole('button', { name: 'Menu' }));
    expect(actions.onPostback).toHaveBeenCalledWith('MENU');
  });

  it('generic: cards with image, title, subtitle and buttons', async () => {
    const { actions, box } = show({
      message_type: 'generic',
      payload: { message: 'Current promotions' },
      payloads: [
        {
          image_url: '/api/media/banners/promo-1.svg',
          title: 'Welcome 100',
          subtitle: 'Use code WELCOME100',
          buttons: [{ title: 'How to use it', type: 'postback', payload: 'DEPOSIT' }],
        },
        {
          image_url: 'javascript:alert(1)',
          title: XSS,
          subtitle: XSS,
          buttons: [{ title: 'Open', type: 'web', payload: 'https://example.com/spin' }],
        },
      ],
    });
    const cards = screen.getByRole('list', { name: 'Options' }).querySelectorAll(':scope > li');
    expect(screen.getByText('Welcome 100')).toBeInTheDocument();
    expect(screen.getByText('Use code WELCOME100')).toBeInTheDocument();
    expect(cards[0]?.querySelector('img')).toHaveAttribute(
      'src',
      'http://localhost:3000/api/media/banners/promo-1.svg',
    );
    await userEvent.click(screen.getByRole('button', { name: 'How to use it' }));
    expect(actions.onPostback).toHaveBeenCalledWith('DEPOSIT');
    expect(screen.getByRole('link', { name: 'Open' })).toHaveAttribute(
      'href',
      'https://example.com/spin',
    );
    // The second card's image address is not loaded; its texts stay text.
    expect(box.querySelectorAll('img')).toHaveLength(1);
    expect(screen.getAllByText(XSS)).toHaveLength(2);
  });

  it('postback, other and unknown types: the words as text', () => {
    for (const type of ['postback', 'other', 'sticker']) {
      const { box, unmount } = show({
        message_type: type as ChatMessage['message_type'],
        payload: { message: `${type}: ${XSS}` },
      });
      expect(box).toHaveTextContent(`${type}: ${XSS}`);
      expect(box.querySelector('img')).toBeNull();
      unmount();
    }
  });
});
