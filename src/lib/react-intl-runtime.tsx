// What the wallet's code imports from 'react-intl' at run time in the build (the
// `react-intl` alias of rsbuild.config.ts): the intl context with its provider, `useIntl`
// and `FormattedMessage`, as react-intl 12 writes them. The package's one module also holds
// its IntlProvider, which builds every formatter of @formatjs/intl and which a
// `displayName` assignment keeps in the bundle however unused: 2 kB of gzip in the download
// every first screen waits for. The wallet builds its intl object itself
// (src/app/wallet-intl.ts); the types stay react-intl's. An import of any other react-intl
// value fails src/app/wallet-intl.test.tsx.
//
// The unit tests keep the package (react-intl-runtime.test.tsx tests this module as it
// is): with the alias in vitest.config.ts too, the passkey login tests' module mock failed
// in a full run of the suite (files share workers, `isolate: false`), never alone; the
// end-to-end tests run this module in the production build.
import { createContext, type ElementType, Fragment, memo, type ReactNode, useContext } from 'react';
import type { IntlShape, MessageDescriptor } from 'react-intl';

type Values = Record<string, unknown>;

/** The context `useIntl` and `FormattedMessage` read (react-intl's `IntlContext`). */
export const IntlContext = createContext<IntlShape | null>(null);
export const RawIntlProvider = IntlContext.Provider;

export function useIntl(): IntlShape {
  const intl = useContext(IntlContext);
  if (!intl) throw new Error('useIntl: no RawIntlProvider above this component');
  return intl;
}

interface FormattedMessageProps extends MessageDescriptor {
  values?: Values;
  tagName?: ElementType;
  ignoreTag?: boolean;
  children?: (nodes: ReactNode[]) => ReactNode;
}

/** A message as text, or as React nodes where its values hold elements or tags. */
function FormattedMessageView({
  id,
  description,
  defaultMessage,
  values,
  children,
  tagName,
  ignoreTag,
}: FormattedMessageProps) {
  const { formatMessage, textComponent } = useIntl();
  const nodes = formatMessage(
    { id, description, defaultMessage },
    values as Parameters<IntlShape['formatMessage']>[1],
    { ignoreTag },
  ) as ReactNode;
  if (typeof children === 'function') return children(Array.isArray(nodes) ? nodes : [nodes]);
  const Text = tagName ?? textComponent ?? Fragment;
  return <Text>{nodes}</Text>;
}

function shallowEqual(a: object | undefined, b: object | undefined): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => Object.hasOwn(b, key) && (a as Values)[key] === (b as Values)[key])
  );
}

/** Renders again only when its message or a value changed (react-intl's `areEqual`). */
export const FormattedMessage = memo(
  FormattedMessageView,
  ({ values, ...rest }, { values: nextValues, ...nextRest }) =>
    shallowEqual(values, nextValues) && shallowEqual(rest, nextRest),
);
