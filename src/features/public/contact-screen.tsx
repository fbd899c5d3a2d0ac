/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import useSWR from 'swr';
import { lookupApi, lookupPaths, safeApiUrl, unwrap } from '../../api';
import { safeHttpUrl } from '../../lib/safe-url';
import { Button } from '../../ui/button';
import { ExternalLink } from '../../ui/external-link';
import { Page } from '../../ui/page';
import { Spinner } from '../../ui/spinner';
import { useTheme } from '../../ui/theme';

/**
 * /contact and /user/contact (docs/product.md#how-to-and-contact): the contact text, the chat app's QR image,
 * the chat app's link and name (always: the QR cannot be scanned by the phone showing it), and
 * the app version; the live-chat widget too when the server enables it. The widget is another feature's: the app passes it in (`liveChat`).
 * The shells set the top offset, not this screen.
 */
export function ContactScreen({ liveChat }: { liveChat?: ReactNode }) {
  const theme = useTheme();
  const intl = useIntl();
  const contact = useSWR(lookupPaths.contact, () => unwrap(lookupApi.contact()));
  const widget = useSWR(lookupPaths.enableChatWidget, () => unwrap(lookupApi.enableChatWidget()));
  const widgetOn = widget.data?.enableChatWidget === true && liveChat !== undefined;
  const card = css`
    display: grid;
    gap: 12px;
    justify-items: center;
    padding: 16px;
    border-radius: ${theme.radius};
    background: ${theme.surface};
    text-align: center;
  `;

  let details: React.ReactNode;
  if (contact.data) {
    const { contactText, lineLink, lineName, lineQR } = contact.data;
    details = (
      <div css={card}>
        {/* A long unbroken string from the server (a URL, an ID) wraps instead of widening the
            page; words that fit are never cut. */}
        <p css={css`margin: 0; white-space: pre-line; overflow-wrap: break-word;`}>{contactText}</p>
        <img
          src={safeApiUrl(lineQR) ?? undefined}
          alt={intl.formatMessage({ id: 'contact.qrAlt' }, { name: lineName })}
          width={180}
          height={180}
          css={css`background: #fff; border-radius: 8px; padding: 8px;`}
        />
        <p css={css`margin: 0; color: ${theme.textMuted};`}>
          <FormattedMessage id="contact.scanQr" />
        </p>
        {/* Always, live chat or not: the QR cannot be scanned with the phone that shows it,
            so on this phone the link is the way to the chat app. */}
        <p css={css`margin: 0; color: ${theme.textMuted};`}>
          <FormattedMessage id="contact.onThisPhone" />
        </p>
        <p css={css`margin: 0; overflow-wrap: anywhere;`}>
          <FormattedMessage id="contact.chatApp" />
          {': '}
          {/* Only a web address becomes a link; anything else says why it does not open. */}
          <ExternalLink href={safeHttpUrl(lineLink)} style={css`font-weight: 700;`}>
            {lineName}
          </ExternalLink>
        </p>
      </div>
    );
  } else if (contact.error) {
    details = (
      <div role="alert" css={card}>
        <span css={css`color: ${theme.danger};`}>
          <FormattedMessage id="contact.loadFailed" />
        </span>
        <Button variant="secondary" size="sm" onClick={() => void contact.mutate()}>
          <FormattedMessage id="ui.retry" />
        </Button>
      </div>
    );
  } else {
    details = (
      <div css={css`${card}; min-height: 300px; align-content: center;`}>
        <Spinner label={intl.formatMessage({ id: 'ui.loading' })} />
      </div>
    );
  }

  return (
    <Page title={<FormattedMessage id="contact.title" />}>
      <div css={css`display: grid; gap: 16px;`}>
        {details}
        {widgetOn ? liveChat : null}
        <p css={css`margin: 0; text-align: center; color: ${theme.textMuted}; font-size: 13px;`}>
          <FormattedMessage
            id="contact.version"
            values={{ version: import.meta.env.APP_VERSION }}
          />
        </p>
      </div>
    </Page>
  );
}
