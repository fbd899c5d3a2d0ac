/**
 * Runs `read` as on a device set to `timeZone` (Node reads `TZ` again when it changes),
 * then puts the machine's own zone back; for a promise, once it has settled.
 */
export function inDeviceZone<T>(timeZone: string, read: () => T): T {
  const machine = process.env.TZ;
  const restore = () => {
    if (machine === undefined) delete process.env.TZ;
    else process.env.TZ = machine;
  };
  process.env.TZ = timeZone;
  let result: T;
  try {
    result = read();
  } catch (error) {
    restore();
    throw error;
  }
  if (result instanceof Promise) return result.finally(restore) as T;
  restore();
  return result;
}
