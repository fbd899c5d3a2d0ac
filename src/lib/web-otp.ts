/**
 * The WebOTP API: a browser that has it (`OTPCredential` in window: Chrome on Android)
 * reads the code from an SMS whose last line is `@<the wallet's host> #<code>`, once the
 * player allows it, so nobody types it. Not in TypeScript's DOM types yet, hence the shapes
 * below.
 */
interface OtpCredentialRequest extends CredentialRequestOptions {
  otp: { transport: string[] };
}

export function webOtpAvailable(): boolean {
  return typeof window !== 'undefined' && 'OTPCredential' in window && !!navigator.credentials;
}

/**
 * The code of the next SMS meant for this site, or null (no API, the player declined, the
 * request was aborted or failed). Abort `signal` when the code is no longer wanted.
 */
export async function readSmsCode(signal: AbortSignal): Promise<string | null> {
  if (!webOtpAvailable()) return null;
  const request: OtpCredentialRequest = { otp: { transport: ['sms'] }, signal };
  try {
    const credential = await navigator.credentials.get(request);
    if (signal.aborted || !credential || !('code' in credential)) return null;
    return typeof credential.code === 'string' ? credential.code : null;
  } catch {
    return null;
  }
}
