import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  cspDirectives,
  PERMISSIONS_POLICY,
  securityHeaders,
} from './security-headers';

describe('the wallet CSP', () => {
  it('lets only the build own scripts run, whatever the build variables', () => {
    const csp = cspDirectives({ apiUrl: 'https://api.example', chatUrl: 'https://chat.example' });
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'none'"]);
    expect(csp['worker-src']).toEqual(["'self'"]);
    expect(csp['manifest-src']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(Object.values(csp).flat()).not.toContain("'unsafe-eval'");
  });

  it('connects to the API and chat origins, http and socket alike, nowhere else', () => {
    const csp = cspDirectives({
      apiUrl: 'https://api.example/base/',
      chatUrl: 'wss://chat.example:8443',
    });
    expect(csp['connect-src']).toEqual([
      "'self'",
      'https://api.example',
      'wss://api.example',
      'https://chat.example:8443',
      'wss://chat.example:8443',
    ]);
    expect(csp['img-src']).toContain('https://api.example');
    expect(csp['media-src']).toContain('https://api.example');
  });

  it('is the own origin only for a same-origin build', () => {
    const csp = cspDirectives({ apiUrl: '', chatUrl: 'same-origin' });
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:']);
  });

  it('leaves frame-ancestors out of the meta form (browsers ignore it there)', () => {
    expect(contentSecurityPolicy({}, { forMeta: true })).not.toContain('frame-ancestors');
    expect(contentSecurityPolicy({})).toContain("frame-ancestors 'none'");
  });
});

describe('the served headers (docs/deploy.md)', () => {
  it('send Strict-Transport-Security over TLS only', () => {
    expect(securityHeaders({}, { https: true })['Strict-Transport-Security']).toBe(
      'max-age=63072000; includeSubDomains',
    );
    expect(securityHeaders({})).not.toHaveProperty('Strict-Transport-Security');
  });

  it('isolate the window: Cross-Origin-Opener-Policy same-origin', () => {
    expect(securityHeaders({})['Cross-Origin-Opener-Policy']).toBe('same-origin');
  });

  it('allow the camera to the wallet itself and deny every other powerful feature', () => {
    const policy = new Map(
      securityHeaders({})
        ['Permissions-Policy']?.split(',')
        .map((item) => item.trim().split('=') as [string, string]),
    );
    expect(policy.get('camera')).toBe('(self)');
    for (const [feature, allow] of policy) {
      if (feature !== 'camera') expect(allow, feature).toBe('()');
    }
    for (const denied of ['microphone', 'geolocation', 'payment', 'usb']) {
      expect(policy.get(denied), denied).toBe('()');
    }
    // What the wallet uses stays at its default: video fullscreen, sharing, copy buttons.
    for (const used of ['fullscreen', 'web-share', 'clipboard-write']) {
      expect(policy.has(used), used).toBe(false);
    }
    expect(PERMISSIONS_POLICY).toBe(securityHeaders({})['Permissions-Policy']);
  });
});
