import { type LazyExoticComponent, lazy, type ReactNode } from 'react';

/**
 * Loads a lazily loaded part of a screen together with the texts it shows. Features do not
 * know how the app splits its texts (src/app/message-parts.ts): the app passes this in, and
 * a feature rendered without it (a component test) loads the code alone.
 */
export type WithTexts = <T>(module: Promise<T>) => Promise<T>;

export const withoutTexts: WithTexts = (module) => module;

type View<P> = (props: P) => ReactNode;

/**
 * `React.lazy` for the component `pick` takes from a module whose texts come with its code:
 * one lazy component per loader, made on the first render that asks for it, so its state
 * survives re-renders.
 */
export function lazyWithTexts<M, P>(
  load: () => Promise<M>,
  pick: (module: M) => View<P>,
): (withTexts: WithTexts) => LazyExoticComponent<View<P>> {
  const made = new Map<WithTexts, LazyExoticComponent<View<P>>>();
  return (withTexts) => {
    const known = made.get(withTexts);
    if (known) return known;
    const component = lazy(() => withTexts(load()).then((module) => ({ default: pick(module) })));
    made.set(withTexts, component);
    return component;
  };
}
