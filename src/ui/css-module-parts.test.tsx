/** @jsxImportSource @emotion/react */
// The first screens' parts are CSS modules; the other screens adjust them with Emotion's
// `css` prop, which reaches them as a class (docs/architecture.md#styles). These hold that
// such an adjustment still applies, over the part's own rules, and that the part keeps them.
import { css } from '@emotion/react';
import { render, screen } from '@testing-library/react';
import { brand } from '../../brands/brand';
import { Button } from './button';
import { Field } from './field';
import { SafeHtml } from './safe-html';

const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

describe('a CSS-module part given an Emotion css prop', () => {
  it('Button: the caller’s rule wins where both set a property; its own rules stay', () => {
    render(
      <Button variant="danger" css={css`min-height: 60px;`}>
        Cancel bonus
      </Button>,
    );
    const style = getComputedStyle(screen.getByRole('button', { name: 'Cancel bonus' }));
    expect(style.minHeight).toBe('60px');
    expect(style.minWidth).toBe('44px');
    expect(style.backgroundColor).toBe(rgb(brand.theme.dangerStrong));
  });

  it('Field: the class reaches the input, next to the input’s own', () => {
    render(<Field label="Amount" css={css`font-size: 20px;`} />);
    const style = getComputedStyle(screen.getByRole('textbox', { name: 'Amount' }));
    expect(style.fontSize).toBe('20px');
    expect(style.minHeight).toBe('44px');
  });

  it('SafeHtml: the caller’s rule applies, and its own keeps long words inside', async () => {
    render(<SafeHtml html="<p>Terms</p>" css={css`font-size: 13px;`} />);
    const box = (await screen.findByText('Terms')).parentElement as HTMLElement;
    expect(getComputedStyle(box).fontSize).toBe('13px');
    expect(getComputedStyle(box).overflowWrap).toBe('break-word');
  });
});
