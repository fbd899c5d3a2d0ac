import { css, Global, useTheme } from '@emotion/react';

export function GlobalStyles() {
  const theme = useTheme();
  return (
    <Global
      styles={css`
        *,
        *::before,
        *::after {
          box-sizing: border-box;
        }
        html {
          -webkit-text-size-adjust: 100%;
          color-scheme: dark;
        }
        body {
          margin: 0;
          min-height: 100dvh;
          background: ${theme.background};
          color: ${theme.text};
          font-family: ${theme.fontFamily};
          font-size: 15px;
          line-height: 1.5;
          -webkit-tap-highlight-color: transparent;
        }
        button,
        input,
        select,
        textarea {
          font: inherit;
          color: inherit;
        }
        a {
          color: ${theme.accent};
        }
        :focus-visible {
          outline: 2px solid ${theme.accent};
          outline-offset: 2px;
        }
        .visually-hidden {
          position: absolute;
          width: 1px;
          height: 1px;
          /* A list's own padding would make it wider than its 1 px. */
          padding: 0;
          margin: -1px;
          border: 0;
          overflow: hidden;
          clip: rect(0 0 0 0);
          white-space: nowrap;
        }
        @media (prefers-reduced-motion: reduce) {
          *,
          *::before,
          *::after {
            animation-duration: 0.01ms !important;
            transition-duration: 0.01ms !important;
          }
        }
      `}
    />
  );
}
