/**
 * A fixed-window counter per identity (a member id or a guest id): the chat's uploads are
 * stored on disk, so one visitor must not be able to fill it. Simple on purpose; a real
 * backend would share the counter between its instances.
 */
export interface UploadLimit {
  max: number;
  windowMs: number;
}

export class UploadCounter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(private readonly limit: UploadLimit) {}

  /** Counts one upload for `identity` at `now` (the sandbox's clock); false when it is over the limit of its window. */
  take(identity: string, now: number): boolean {
    const current = this.windows.get(identity);
    if (!current || now - current.start >= this.limit.windowMs) {
      this.windows.set(identity, { start: now, count: 1 });
      return true;
    }
    if (current.count >= this.limit.max) return false;
    current.count += 1;
    return true;
  }

  clear(): void {
    this.windows.clear();
  }
}
