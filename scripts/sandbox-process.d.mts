export function startSandbox(options: {
  brand: string;
  port: number;
  staticDir?: string;
  db?: string;
  /** More variables for the sandbox (SANDBOX_UPLOADS, SANDBOX_OTP, …; server/config.ts). */
  env?: Record<string, string>;
  /** The repository whose sandbox to start (default: the current directory). */
  cwd?: string;
}): Promise<{
  url: string;
  /** Stops the sandbox; resolves once its process has exited. */
  stop: () => Promise<void>;
  log: () => string;
}>;
