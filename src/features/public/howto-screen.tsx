/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { HowtoVideo } from '../../../brands/types';
import { safeApiUrl } from '../../api';
import { useBrand } from '../../domain/brand';
import { PlayIcon } from '../../ui/icons';
import { Modal } from '../../ui/modal';
import { Page } from '../../ui/page';
import { useTheme } from '../../ui/theme';
import { VideoPlayer } from './video-player';

/**
 * /howto (docs/product.md#how-to-and-contact): the brand's five how-to videos; each plays in a modal player that
 * stops when the modal closes.
 */
export function HowtoScreen() {
  const theme = useTheme();
  const intl = useIntl();
  const brand = useBrand();
  const [playing, setPlaying] = useState<HowtoVideo | null>(null);
  const title = playing ? intl.formatMessage({ id: playing.titleId }) : '';

  return (
    <Page title={<FormattedMessage id="howto.title" />}>
      <p css={css`margin: 0 0 16px; color: ${theme.textMuted};`}>
        <FormattedMessage id="howto.intro" />
      </p>
      <ul css={css`display: grid; gap: 10px; margin: 0; padding: 0; list-style: none;`}>
        {brand.howto.map((video) => (
          <li key={video.src}>
            <button
              type="button"
              aria-haspopup="dialog"
              onClick={() => setPlaying(video)}
              css={css`
                display: flex;
                align-items: center;
                gap: 12px;
                width: 100%;
                min-height: 56px;
                padding: 10px 14px;
                border: 1px solid ${theme.border};
                border-radius: ${theme.radius};
                background: ${theme.surface};
                text-align: start;
                font-weight: 600;
                cursor: pointer;
              `}
            >
              <span
                aria-hidden="true"
                css={css`
                  display: grid;
                  place-items: center;
                  flex: none;
                  width: 36px;
                  height: 36px;
                  border-radius: 50%;
                  background: ${theme.primary};
                  color: ${theme.onPrimary};
                `}
              >
                <PlayIcon size={18} />
              </span>
              {intl.formatMessage({ id: video.titleId })}
            </button>
          </li>
        ))}
      </ul>
      <Modal open={playing !== null} onClose={() => setPlaying(null)} title={title} size="lg">
        {playing ? (
          <VideoPlayer key={playing.src} src={safeApiUrl(playing.src)} title={title} />
        ) : null}
      </Modal>
    </Page>
  );
}
