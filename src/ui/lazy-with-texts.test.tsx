import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyWithTexts, type WithTexts } from './lazy-with-texts';

function Hello({ name }: { name: string }) {
  return <p>hello {name}</p>;
}

describe('lazyWithTexts', () => {
  it('renders the picked component once its module and its texts are here', async () => {
    const load = vi.fn(() => Promise.resolve({ Hello }));
    const loaded: string[] = [];
    const withTexts: WithTexts = (module) => {
      loaded.push('texts');
      return module;
    };
    const view = lazyWithTexts(load, (m) => m.Hello);
    const View = view(withTexts);
    render(
      <Suspense fallback={<p>loading</p>}>
        <View name="Somchai" />
      </Suspense>,
    );
    expect(await screen.findByText('hello Somchai')).toBeTruthy();
    expect(loaded).toEqual(['texts']);
  });

  it('gives the same component for the same loader, so a re-render keeps its state', () => {
    const view = lazyWithTexts(
      () => Promise.resolve({ Hello }),
      (m) => m.Hello,
    );
    const withTexts: WithTexts = (module) => module;
    expect(view(withTexts)).toBe(view(withTexts));
    expect(view((module) => module)).not.toBe(view(withTexts));
  });
});
