import { createIntl } from '@formatjs/intl';
import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { IntlShape } from 'react-intl';
import { FormattedMessage, RawIntlProvider, useIntl } from './react-intl-runtime';

// @formatjs/intl's own intl object: what the wallet builds from its parts (src/app/
// wallet-intl.ts, tested there) is not this module's concern.
const intlIn = (locale: string, messages: Record<string, string>) =>
  createIntl({ locale, messages, defaultLocale: 'en' }) as unknown as IntlShape;

const EN = { hello: 'Hello {name}', tagged: 'Read the <b>conditions</b>' };
const TH = { hello: 'สวัสดี {name}', tagged: 'อ่าน<b>เงื่อนไข</b>' };

/** What `useIntl` gave the last render. */
let seen: IntlShape | undefined;
function Reader() {
  seen = useIntl();
  return null;
}

describe('the react-intl run time the build ships', () => {
  it('renders messages with values and tags, and again when the language changes', () => {
    const view = (intl: IntlShape) => (
      <RawIntlProvider value={intl}>
        <p data-testid="text">
          <FormattedMessage id="hello" values={{ name: 'Somchai' }} />{' '}
          {/* Keyed here: the wallet's intl keys a message's nodes itself (wallet-intl.ts), this bare one does not. */}
          <FormattedMessage
            id="tagged"
            values={{ b: (chunks: ReactNode[]) => <b key="b">{chunks}</b> }}
          />
        </p>
      </RawIntlProvider>
    );
    const { rerender } = render(view(intlIn('en', EN)));
    expect(screen.getByTestId('text').innerHTML).toBe('Hello Somchai Read the <b>conditions</b>');
    act(() => rerender(view(intlIn('th', TH))));
    expect(screen.getByTestId('text').innerHTML).toBe('สวัสดี Somchai อ่าน<b>เงื่อนไข</b>');
  });

  it('hands the nodes to a render function, and takes a tag name', () => {
    render(
      <RawIntlProvider value={intlIn('en', EN)}>
        <FormattedMessage id="hello" values={{ name: 'Somchai' }}>
          {(nodes) => <output>{nodes}!</output>}
        </FormattedMessage>
        <FormattedMessage id="hello" values={{ name: 'Noi' }} tagName="h2" />
      </RawIntlProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Hello Somchai!');
    expect(screen.getByRole('heading', { name: 'Hello Noi' })).toBeInTheDocument();
  });

  it('gives useIntl the provided object, and says when there is none', () => {
    const intl = intlIn('en', EN);
    seen = undefined;
    render(
      <RawIntlProvider value={intl}>
        <Reader />
      </RawIntlProvider>,
    );
    expect(seen).toBe(intl);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Reader />)).toThrow(/no RawIntlProvider/);
    error.mockRestore();
  });
});
