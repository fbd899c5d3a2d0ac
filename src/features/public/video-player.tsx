import { css, useTheme } from '@emotion/react';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';

/**
 * A how-to video (docs/product.md#how-to-and-contact). It starts playing when shown (the player tapped to open
 * it); when it goes away (the modal closes and unmounts it) playback stops and the file is
 * let go, so no sound keeps playing and no download keeps running on mobile data.
 * Mount one per video (`key={src}`): the effect starts and stops that one file.
 */
/** `src` null: an address that is not a web address (src/lib/safe-url.ts), shown as an error. */
export function VideoPlayer({ src, title }: { src: string | null; title: string }) {
  const theme = useTheme();
  const ref = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    // A browser that refuses to start by itself leaves the controls to the player.
    video.play()?.catch(() => {});
    return () => {
      video.pause();
      video.removeAttribute('src');
      video.load();
    };
  }, []);

  return (
    <div css={css`display: grid; gap: 8px;`}>
      {/* biome-ignore lint/a11y/useMediaCaption: the how-to videos have no sound track, so there is nothing to caption; a brand that ships narrated videos adds a captions track here */}
      <video
        ref={ref}
        src={src ?? undefined}
        controls
        playsInline
        preload="auto"
        aria-label={title}
        data-autofocus=""
        onError={() => setFailed(true)}
        css={css`
          display: block;
          width: 100%;
          aspect-ratio: 16 / 9;
          border-radius: ${theme.radius};
          background: #000;
        `}
      />
      {failed || !src ? (
        <p role="alert" css={css`margin: 0; color: ${theme.danger};`}>
          <FormattedMessage id="howto.videoError" />
        </p>
      ) : null}
    </div>
  );
}
