import {
  createFormatters,
  DEFAULT_INTL_CONFIG,
  formatList,
  formatMessage,
  type IntlCache,
  type IntlConfig,
} from '@formatjs/intl';
import { isFormatXMLElementFn } from 'intl-messageformat';
import { Children, createElement, Fragment, isValidElement, type ReactNode } from 'react';
import type { IntlShape } from 'react-intl';

/**
 * The `intl` object the screens read (`useIntl`, `FormattedMessage`), with what the wallet
 * formats through it: messages (`formatMessage`, `messages`, `locale`) and one list
 * (`formatList`). Amounts, dates and times it writes itself, with fixed formats
 * (docs/architecture.md#texts-and-languages; src/lib/format.ts); wallet-intl.test.tsx keeps it so.
 *
 * Built here rather than by react-intl's IntlProvider, whose `createIntl` binds every
 * formatter of @formatjs/intl (dates, numbers, relative times, durations, plurals, display
 * names): 2 kB of gzip in the download every first screen waits for, none of it
 * called. What is here is react-intl's own message formatting: @formatjs/intl's
 * `formatMessage`, with React nodes given keys as react-intl gives them.
 */
export type WalletIntlConfig = Pick<
  IntlConfig,
  'locale' | 'messages' | 'defaultLocale' | 'onError'
>;

/** The formatters the wallet uses, on react-intl's `IntlShape`. */
export type WalletIntl = Pick<
  IntlShape,
  'locale' | 'messages' | 'defaultLocale' | 'formatMessage' | 'formatList' | 'textComponent'
>;

/**
 * React nodes among a message's parts, keyed by position (react-intl's
 * `toKeyedReactNodeArray`): message chunks do not reorder.
 */
function keyed(nodes: ReactNode): ReactNode[] {
  return Children.toArray(nodes).map((node, index) =>
    isValidElement(node) ? createElement(Fragment, { key: index }, node) : node,
  );
}

/** Rich-text tags (`<b>…</b>` in a message) get their chunks keyed too. */
function keyedValues(
  values: Record<string, unknown> | undefined,
): Record<string, unknown> | undefined {
  if (!values) return values;
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      isFormatXMLElementFn(value) ? (parts: ReactNode) => value(keyed(parts)) : value,
    ]),
  );
}

export function createWalletIntl(config: WalletIntlConfig, cache: IntlCache): WalletIntl {
  const formatters = createFormatters(cache);
  const resolved = { ...DEFAULT_INTL_CONFIG, ...config };
  const format = (...[descriptor, values, options]: Parameters<IntlShape['formatMessage']>) => {
    const chunks: unknown = formatMessage(
      resolved,
      formatters,
      descriptor,
      keyedValues(values) as Parameters<typeof formatMessage>[3],
      options,
    );
    return Array.isArray(chunks) ? keyed(chunks) : chunks;
  };
  return {
    ...resolved,
    textComponent: Fragment,
    formatMessage: format as IntlShape['formatMessage'],
    formatList: formatList.bind(
      null,
      resolved,
      formatters.getListFormat,
    ) as IntlShape['formatList'],
  };
}
