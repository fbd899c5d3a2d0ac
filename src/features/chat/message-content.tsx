/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ChatButton, ChatGenericCard, ChatMessage } from '../../api';
import { safeHttpUrl, telUrl } from '../../lib/safe-url';
import { ExternalLink } from '../../ui/external-link';
import { useTheme } from '../../ui/theme';
import { chatMediaUrl } from './chat-links';

/**
 * The body of one message by `message_type` (docs/product.md#chat, "Message types").
 * Everything from the server is rendered as text by React (never as HTML), links open
 * only http(s) addresses, and media only API paths or http(s) URLs.
 */
export interface MessageActions {
  /** A postback button or a quick reply: its payload goes back as a message. */
  onPostback: (payload: string) => void;
  /** A button of any other type: its title goes back as a plain message. */
  onText: (text: string) => void;
}

const textCss = css`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

function Text({ value }: { value: string | undefined }) {
  if (!value) return null;
  return <p css={textCss}>{value}</p>;
}

function useActionCss() {
  const theme = useTheme();
  return css`
    display: flex;
    align-items: center;
    justify-content: center;
    min-height: 44px;
    width: 100%;
    padding: 8px 12px;
    border: 1px solid ${theme.primary};
    border-radius: ${theme.radius};
    background: ${theme.surface};
    color: ${theme.text};
    font: inherit;
    font-weight: 700;
    text-align: center;
    text-decoration: none;
    cursor: pointer;
    overflow-wrap: anywhere;
  `;
}

/** A button by its type: web opens the URL, call dials, postback sends the payload, else the title. */
export function ChatButtonView({
  button,
  actions,
}: {
  button: ChatButton;
  actions: MessageActions;
}) {
  const actionCss = useActionCss();
  const theme = useTheme();
  const title = typeof button.title === 'string' ? button.title : '';
  if (button.type === 'web' || button.type === 'call') {
    const href = button.type === 'web' ? safeHttpUrl(button.payload) : telUrl(button.payload);
    // An address that is not http(s) (or not a phone number) opens nothing and says why.
    return (
      <ExternalLink
        href={href}
        sameTab={button.type === 'call'}
        style={href ? actionCss : css`${actionCss}; border-color: ${theme.border};`}
      >
        {title}
      </ExternalLink>
    );
  }
  const onClick =
    button.type === 'postback'
      ? () => actions.onPostback(String(button.payload ?? ''))
      : () => actions.onText(title);
  return (
    <button type="button" css={actionCss} onClick={onClick}>
      {title}
    </button>
  );
}

const isButton = (value: unknown): value is ChatButton =>
  !!value && typeof value === 'object' && 'title' in value && 'type' in value;

const isCard = (value: unknown): value is ChatGenericCard =>
  !!value && typeof value === 'object' && 'title' in value && !('type' in value);

function buttonsOf(message: ChatMessage): ChatButton[] {
  const list = message.payloads ?? message.payload.buttons ?? [];
  return Array.isArray(list) ? list.filter(isButton) : [];
}

function ButtonList({ buttons, actions }: { buttons: ChatButton[]; actions: MessageActions }) {
  if (!buttons.length) return null;
  return (
    <ul css={css`list-style: none; margin: 8px 0 0; padding: 0; display: grid; gap: 6px;`}>
      {buttons.map((button, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a message's buttons never reorder
        <li key={index}>
          <ChatButtonView button={button} actions={actions} />
        </li>
      ))}
    </ul>
  );
}

function QuickReplies({ message, actions }: { message: ChatMessage; actions: MessageActions }) {
  const theme = useTheme();
  const intl = useIntl();
  const replies = buttonsOf(message);
  return (
    <>
      <Text value={message.payload.message} />
      {replies.length ? (
        <ul
          aria-label={intl.formatMessage({ id: 'chat.quickReplies' })}
          css={css`list-style: none; margin: 8px 0 0; padding: 0; display: flex; flex-wrap: wrap; gap: 6px;`}
        >
          {replies.map((reply, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a message's replies never reorder
            <li key={index}>
              <button
                type="button"
                onClick={() => actions.onPostback(String(reply.payload || reply.title))}
                css={css`
                  min-height: 44px;
                  padding: 6px 14px;
                  border: 1px solid ${theme.primary};
                  border-radius: 22px;
                  background: ${theme.surface};
                  color: ${theme.text};
                  font: inherit;
                  cursor: pointer;
                `}
              >
                {reply.title}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

function Media({ message }: { message: ChatMessage }) {
  const intl = useIntl();
  const theme = useTheme();
  const { fileType, filePath, name } = message.payload;
  const caption = <Text value={message.payload.message} />;
  const src = chatMediaUrl(filePath);
  if (!src) {
    // A local copy still uploading, or an address we will not load: the name as text.
    return (
      <>
        <p css={textCss}>
          {name ||
            intl.formatMessage({
              id: fileType === 'video' ? 'chat.media.video' : 'chat.media.image',
            })}
        </p>
        {caption}
      </>
    );
  }
  const mediaCss = css`
    display: block;
    width: 100%;
    max-width: 260px;
    aspect-ratio: 4 / 3;
    object-fit: contain;
    border-radius: ${theme.radius};
    background: ${theme.background};
  `;
  let body: ReactNode;
  if (fileType === 'image') {
    body = (
      <img
        src={src}
        alt={message.payload.message || name || intl.formatMessage({ id: 'chat.media.image' })}
        loading="lazy"
        css={mediaCss}
      />
    );
  } else if (fileType === 'video') {
    body = (
      // biome-ignore lint/a11y/useMediaCaption: players' and agents' clips come without captions
      <video
        src={src}
        controls
        preload="metadata"
        aria-label={name || intl.formatMessage({ id: 'chat.media.video' })}
        css={mediaCss}
      />
    );
  } else {
    body = (
      <ExternalLink href={src} download={name || true}>
        <FormattedMessage id="chat.media.download" values={{ name: name || filePath }} />
      </ExternalLink>
    );
  }
  return (
    <>
      {body}
      {caption}
    </>
  );
}

function Card({ card, actions }: { card: ChatGenericCard; actions: MessageActions }) {
  const theme = useTheme();
  return (
    <li
      css={css`
              flex: 0 0 200px;
              scroll-snap-align: start;
              display: grid;
              align-content: start;
              gap: 6px;
              padding: 8px;
              border: 1px solid ${theme.border};
              border-radius: ${theme.radius};
              background: ${theme.surface};
            `}
    >
      {chatMediaUrl(card.image_url) ? (
        <img
          src={chatMediaUrl(card.image_url) ?? undefined}
          alt=""
          loading="lazy"
          css={css`width: 100%; aspect-ratio: 16 / 9; object-fit: cover; border-radius: 4px;`}
        />
      ) : null}
      <strong css={css`overflow-wrap: anywhere;`}>{card.title}</strong>
      {card.subtitle ? (
        <p css={css`${textCss}; color: ${theme.textMuted}; font-size: 14px;`}>{card.subtitle}</p>
      ) : null}
      <ButtonList
        buttons={Array.isArray(card.buttons) ? card.buttons.filter(isButton) : []}
        actions={actions}
      />
    </li>
  );
}

function Cards({ message, actions }: { message: ChatMessage; actions: MessageActions }) {
  const intl = useIntl();
  const cards = Array.isArray(message.payloads) ? message.payloads.filter(isCard) : [];
  return (
    <>
      <Text value={message.payload.message} />
      <ul
        aria-label={intl.formatMessage({ id: 'chat.cards' })}
        css={css`
          list-style: none;
          margin: 8px 0 0;
          padding: 0 0 4px;
          display: flex;
          gap: 8px;
          overflow-x: auto;
          scroll-snap-type: x mandatory;
        `}
      >
        {cards.map((card, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a message's cards never reorder
          <Card key={index} card={card} actions={actions} />
        ))}
      </ul>
    </>
  );
}

export function MessageContent({
  message,
  actions,
}: {
  message: ChatMessage;
  actions: MessageActions;
}) {
  switch (message.message_type) {
    case 'buttons':
      return (
        <>
          <Text value={message.payload.message} />
          <ButtonList buttons={buttonsOf(message)} actions={actions} />
        </>
      );
    case 'quick_replies':
      return <QuickReplies message={message} actions={actions} />;
    case 'media':
      return <Media message={message} />;
    case 'generic':
      return <Cards message={message} actions={actions} />;
    default:
      // text, postback, other and any type this wallet does not know: the words as text.
      return (
        <Text value={typeof message.payload?.message === 'string' ? message.payload.message : ''} />
      );
  }
}
