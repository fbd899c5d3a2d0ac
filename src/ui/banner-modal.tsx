/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { type Banner, safeApiUrl } from '../api';
import { Button } from './button';
import { Carousel } from './carousel';
import { Modal } from './modal';
import { SafeHtml } from './safe-html';
import { useTheme } from './theme';

/** The invite or refund banners (image and sanitised text) in a carousel. */
export function BannerModal({
  title,
  banners,
  onClose,
  actionLabel,
  onAction,
}: {
  title: string;
  banners: readonly Banner[];
  onClose: () => void;
  /** Leads on to the plain modal (the invite link, the refund check). */
  actionLabel: ReactNode;
  onAction: () => void;
}) {
  const theme = useTheme();
  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      footer={
        <Button block onClick={onAction}>
          {actionLabel}
        </Button>
      }
    >
      <Carousel
        label={title}
        items={banners}
        itemKey={(banner, index) => `${index}-${banner.image}`}
        autoPlayMs={5000}
        renderItem={(banner) => (
          <figure css={css`margin: 0; display: grid; gap: 8px;`}>
            {safeApiUrl(banner.image) ? (
              <img
                src={safeApiUrl(banner.image) ?? undefined}
                alt=""
                css={css`
                  width: 100%;
                  aspect-ratio: 2 / 1;
                  object-fit: cover;
                  border-radius: ${theme.radius};
                  background: ${theme.surfaceAlt};
                `}
              />
            ) : null}
            <figcaption>
              <SafeHtml html={banner.html} />
            </figcaption>
          </figure>
        )}
      />
    </Modal>
  );
}
