/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../../ui/button';
import { useTheme } from '../../ui/theme';

/**
 * A how-to video (docs/product.md#how-to-and-contact). It starts playing when shown (the player tapped to open
 * it); when it goes away (the modal closes and unmounts it) playback stops and the file is
 * let go, so no sound keeps playing and no download keeps running on mobile data.
 * Mount one per video (`key={src}`): the effect starts and stops that one file.
 *
 * The source is set by the effect, not as a JSX attribute: the effect's cleanup removes it
 * to stop the download, and a remount of the same element (React StrictMode under
 * `npm start`, which runs every effect twice) must put it back, or the player sits at 0:00
 * with no source. A file that cannot load says so, with a retry, instead of a dead player.
 */
/** `src` null: an address that is not a web address (src/lib/safe-url.ts), shown as an error. */
export function VideoPlayer({ src, title }: { src: string | null; title: string }) {
  const theme = useTheme();
  const ref = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `attempt` (the retry button) loads the file again
  useEffect(() => {
    const video = ref.current;
    if (!video || !src) return;
    video.src = src;
    // A browser that refuses to start by itself leaves the controls to the player.
    video.play()?.catch(() => {});
    return () => {
      video.pause();
      video.removeAttribute('src');
      video.load();
    };
  }, [src, attempt]);

  return (
    <div css={css`display: grid; gap: 8px;`}>
      {/* biome-ignore lint/a11y/useMediaCaption: the how-to videos have no sound track, so there is nothing to caption; a brand that ships narrated videos adds a captions track here */}
      <video
        ref={ref}
        controls
        playsInline
        preload="auto"
        aria-label={title}
        data-autofocus=""
        // An error of the element with its source removed (the cleanup) is not a failure.
        onError={(event) => {
          if (event.currentTarget.getAttribute('src')) setFailed(true);
        }}
        css={css`
          display: block;
          width: 100%;
          aspect-ratio: 16 / 9;
          border-radius: ${theme.radius};
          background: #000;
        `}
      />
      {src === null ? (
        <p role="alert" css={css`margin: 0; color: ${theme.danger};`}>
          <FormattedMessage id="security.unsafeLink" />
        </p>
      ) : failed ? (
        <div
          role="alert"
          css={css`display: flex; flex-wrap: wrap; align-items: center; gap: 8px 12px;`}
        >
          <p css={css`flex: 1 1 200px; margin: 0; color: ${theme.danger};`}>
            <FormattedMessage id="howto.video.loadFailed" />
          </p>
          <Button
            variant="secondary"
            onClick={() => {
              setFailed(false);
              setAttempt((count) => count + 1);
            }}
          >
            <FormattedMessage id="ui.retry" />
          </Button>
        </div>
      ) : null}
    </div>
  );
}
