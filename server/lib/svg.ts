/** Small generated SVG images for the fixtures (logos, backgrounds, banners, slips). */
export function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (c) =>
    c === '<' ? '&lt;' : c === '>' ? '&gt;' : c === '&' ? '&amp;' : c === "'" ? '&apos;' : '&quot;',
  );
}

interface CardOptions {
  width: number;
  height: number;
  colors: [string, string];
  /** Empty for art only (a game card's background: the wallet draws the name itself). */
  title: string;
  subtitle?: string;
  titleSize?: number;
}

export function card({ width, height, colors, title, subtitle, titleSize }: CardOptions): string {
  const size = titleSize ?? Math.round(Math.min(width / Math.max(title.length, 6), height / 4));
  const sub = subtitle
    ? `<text x="50%" y="${Math.round(height * 0.72)}" font-size="${Math.round(size * 0.45)}" fill="#ffffffcc" text-anchor="middle" font-family="sans-serif">${escapeXml(subtitle)}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colors[0]}"/><stop offset="1" stop-color="${colors[1]}"/></linearGradient></defs>
<rect width="${width}" height="${height}" rx="${Math.round(Math.min(width, height) / 12)}" fill="url(#g)"/>
<circle cx="${Math.round(width * 0.85)}" cy="${Math.round(height * 0.2)}" r="${Math.round(height * 0.35)}" fill="#ffffff14"/>
${title ? `<text x="50%" y="${Math.round(height * (subtitle ? 0.5 : 0.58))}" font-size="${size}" font-weight="700" fill="#ffffff" text-anchor="middle" font-family="sans-serif">${escapeXml(title)}</text>` : ''}
${sub}
</svg>`;
}

/** A stand-in bank slip image for seeded slips. */
export function slipImage(reference: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="560" viewBox="0 0 360 560">
<rect width="360" height="560" fill="#ffffff"/>
<rect width="360" height="90" fill="#0a7d5a"/>
<text x="24" y="55" font-size="26" font-weight="700" fill="#ffffff" font-family="sans-serif">Transfer completed</text>
<text x="24" y="150" font-size="18" fill="#333" font-family="sans-serif">Reference</text>
<text x="24" y="180" font-size="22" font-weight="700" fill="#111" font-family="monospace">${escapeXml(reference)}</text>
<text x="24" y="240" font-size="18" fill="#333" font-family="sans-serif">To: SIAM WALLET CO LTD</text>
<text x="24" y="280" font-size="18" fill="#333" font-family="sans-serif">Sandbox slip: no real money moved</text>
</svg>`;
}
