import { registerServiceWorker, updateApplier } from './service-worker';

function fakeWorkbox() {
  const listeners = new Map<string, () => void>();
  return {
    listeners,
    addEventListener: vi.fn((type: string, listener: () => void) => {
      listeners.set(type, listener);
    }),
    messageSkipWaiting: vi.fn(),
  };
}

describe('updateApplier', () => {
  it('asks the waiting worker to take over once, and reloads only when it controls the page', () => {
    const workbox = fakeWorkbox();
    const reload = vi.fn();
    const apply = updateApplier(workbox, reload);
    apply();
    apply();
    expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    workbox.listeners.get('controlling')?.();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('registerServiceWorker', () => {
  it('registers nothing outside a production build (rsbuild dev, tests)', async () => {
    const onUpdate = vi.fn();
    await registerServiceWorker(onUpdate);
    expect(onUpdate).not.toHaveBeenCalled();
  });
});
