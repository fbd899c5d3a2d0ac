import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test/render';
import { ErrorBoundary } from './error-boundary';

/** A part whose data has a shape it cannot render, until `state.broken` is false. */
function Part({ state }: { state: { broken: boolean } }) {
  if (state.broken) {
    throw Object.assign(new Error('slice is not a code'), {
      call: 'GET /api/spinwheel/coupon',
      field: '/result/0/prize/slice',
    });
  }
  return <p>Coupon list</p>;
}

function Broken(): never {
  throw new TypeError('cannot read name');
}

afterEach(() => vi.restoreAllMocks());

it('shows the failed part only, retries it and logs the call and field', async () => {
  const log = vi.spyOn(console, 'error').mockImplementation(() => {});
  const state = { broken: true };
  const onRetry = vi.fn(async () => {
    state.broken = false;
  });
  renderWithApp(
    <>
      <p>Next to it</p>
      <ErrorBoundary name="spin.coupons.title" onRetry={onRetry}>
        <Part state={state} />
      </ErrorBoundary>
      <ErrorBoundary name="spin.title">
        <p>The wheel</p>
      </ErrorBoundary>
    </>,
  );

  const alert = screen.getByRole('alert', { name: 'Your coupons' });
  expect(alert).toHaveTextContent('This part could not be shown.');
  expect(screen.getByText('Next to it')).toBeInTheDocument();
  expect(screen.getByText('The wheel')).toBeInTheDocument();
  expect(log).toHaveBeenCalledWith(
    expect.stringContaining('could not be shown'),
    expect.objectContaining({
      part: 'spin.coupons.title',
      call: 'GET /api/spinwheel/coupon',
      field: '/result/0/prize/slice',
      error: expect.any(Error),
    }),
  );

  await userEvent.click(screen.getByRole('button', { name: 'Try again: Your coupons' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
  await waitFor(() => expect(screen.getByText('Coupon list')).toBeInTheDocument());
  expect(screen.queryByRole('alert', { name: 'Your coupons' })).not.toBeInTheDocument();
});

it('shows the message again when the part still fails after a retry', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  renderWithApp(
    <ErrorBoundary name="spin.coupons.title">
      <Part state={{ broken: true }} />
    </ErrorBoundary>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Try again: Your coupons' }));
  expect(await screen.findByRole('alert', { name: 'Your coupons' })).toBeInTheDocument();
});

it('logs an error without call or field with neither', () => {
  const log = vi.spyOn(console, 'error').mockImplementation(() => {});
  renderWithApp(
    <ErrorBoundary name="spin.title">
      <Broken />
    </ErrorBoundary>,
  );
  expect(screen.getByRole('alert', { name: 'Spin wheel' })).toBeInTheDocument();
  const entry = log.mock.calls.find(([text]) => String(text).includes('could not be shown'));
  expect(entry?.[1]).toEqual(
    expect.objectContaining({ part: 'spin.title', error: expect.any(TypeError) }),
  );
  expect(entry?.[1]).toEqual(expect.objectContaining({ call: undefined, field: undefined }));
});

it('puts the message in the frame it is given, so a dialog stays closable', () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  renderWithApp(
    <ErrorBoundary
      name="spin.title"
      frame={(alert) => <section aria-label="frame">{alert}</section>}
    >
      <Part state={{ broken: true }} />
    </ErrorBoundary>,
  );
  expect(screen.getByRole('region', { name: 'frame' })).toContainElement(
    screen.getByRole('alert', { name: 'Spin wheel' }),
  );
});

/** A parent that hands a new answer down when its button is pressed. */
function Parent({ state }: { state: { broken: boolean } }) {
  const [answer, setAnswer] = useState(1);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          state.broken = false;
          setAnswer(answer + 1);
        }}
      >
        New answer
      </button>
      <ErrorBoundary name="spin.coupons.title" resetKey={answer}>
        <Part state={state} />
      </ErrorBoundary>
    </>
  );
}

it('renders the part again when its reset key changes (a new answer, another path)', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  renderWithApp(<Parent state={{ broken: true }} />);
  expect(screen.getByRole('alert', { name: 'Your coupons' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'New answer' }));
  expect(await screen.findByText('Coupon list')).toBeInTheDocument();
  expect(screen.queryByRole('alert', { name: 'Your coupons' })).not.toBeInTheDocument();
});

function CodeMissing(): never {
  throw Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' });
}

it('loads the page again when the part’s code did not arrive', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const reload = vi.fn();
  vi.stubGlobal('location', { pathname: '/user/spin', reload });
  const onRetry = vi.fn();
  try {
    renderWithApp(
      <ErrorBoundary name="spin.title" onRetry={onRetry}>
        <CodeMissing />
      </ErrorBoundary>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again: Spin wheel' }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(onRetry).not.toHaveBeenCalled();
  } finally {
    vi.unstubAllGlobals();
  }
});
