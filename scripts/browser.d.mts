export const CHROMIUM_ARGS: string[];
export function chromiumPath(): string | undefined;
export const HEADLESS_SHELL_PATH: string;
export function testChromiumPath(): string | undefined;
