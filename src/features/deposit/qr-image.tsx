import { css } from '@emotion/react';

/**
 * The server's QR markup as an image address. The markup is SVG from the network: put
 * into the page it could run scripts and event handlers, so it is only ever an `<img>`
 * source, where the browser draws SVG as a picture with scripting and outside requests
 * off (docs/product.md#qr-codes: "SVG markup, sanitised").
 */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/**
 * A QR code on a white card with a quiet zone around it, so another phone's camera can
 * read it off this screen in a dark theme too. Fixed size: nothing moves when it arrives.
 */
export function QrImage({ svg, alt, size = 220 }: { svg: string; alt: string; size?: number }) {
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
    </div>
  );
}
