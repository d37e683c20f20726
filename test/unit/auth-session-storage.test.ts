/**
 * Whether the SPA loads Amplify Auth at all: only when this browser may hold a Cognito session
 * (web/src/lib/auth-session.ts). A visitor who never signed in here must not pay for it; one who
 * did must never be shown as signed out because the check missed the stored tokens.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getAccessToken } from '#web/lib/auth-session.js';
import { hasStoredSession } from '#web/lib/sessao-guardada.js';

/** A Storage over a plain map, as the browser's localStorage behaves. */
function storage(entries: Record<string, string>): Storage {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    key: (index: number) => [...map.keys()][index] ?? null,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
    clear: () => map.clear(),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('hasStoredSession', () => {
  it('is false in a browser where nobody signed in (other keys do not count)', () => {
    vi.stubGlobal('window', { localStorage: storage({ 'cookies-accepted': 'true', 'zapsaude.medico': '3' }) });
    expect(hasStoredSession()).toBe(false);
  });

  it("is true as soon as Amplify's Cognito keys are stored", () => {
    vi.stubGlobal('window', {
      localStorage: storage({ 'cookies-accepted': 'true', 'CognitoIdentityServiceProvider.4abc.LastAuthUser': 'maria' }),
    });
    expect(hasStoredSession()).toBe(true);
  });

  it('is true when storage cannot be read, so Amplify decides', () => {
    vi.stubGlobal('window', {
      get localStorage(): Storage {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    expect(hasStoredSession()).toBe(true);
  });
});

describe('getAccessToken', () => {
  it('answers "no token" without loading Amplify when no session is stored', async () => {
    vi.stubGlobal('window', { localStorage: storage({}) });
    // Loading Amplify would fetch /config.json first: a fetch that fails the test if it happens.
    const fetch = vi.fn(() => Promise.reject(new Error('Amplify was loaded')));
    vi.stubGlobal('fetch', fetch);

    await expect(getAccessToken()).resolves.toBeUndefined();
    expect(fetch).not.toHaveBeenCalled();
  });
});
