/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { svgDataUrl } from '../lib/qr-png';

/**
 * A white card with a quiet zone around the QR code it holds, so another phone's camera can
 * read it off this screen in a dark theme too.
 */
export function QrCard({ children }: { children: ReactNode }) {
  return (
    <div
      css={css`
        justify-self: center;
        padding: 16px;
        border-radius: 12px;
        background: #fff;
        line-height: 0;
      `}
    >
      {children}
    </div>
  );
}

/**
 * A QR code from SVG markup (the server's, say), drawn as an image on a QrCard (see
 * `svgDataUrl`). Fixed size: nothing moves when it arrives.
 */
export function QrImage({ svg, alt, size = 220 }: { svg: string; alt: string; size?: number }) {
  return (
    <QrCard>
      <img
        src={svgDataUrl(svg)}
        alt={alt}
        width={size}
        height={size}
        css={css`
          display: block;
          width: ${size}px;
          height: ${size}px;
        `}
      />
    </QrCard>
  );
}
