/**
 * The patient's Cognito session in the SPA: `SessionProvider` + `useSession()` for the screens,
 * `getAccessToken()` for API calls, `loadAuth()` for the sign-in/sign-up primitives.
 *
 * Amplify Auth is imported dynamically, and only when it can matter: when this browser holds a stored
 * session (`hasStoredSession`) or a page needs sign-in. A visitor who never signed in here never loads
 * it. Until the stored tokens have been read the status is 'loading'.
 */
import { createContext, createElement, startTransition, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { RuntimeConfig } from '#shared/schemas/runtime-config.js';
import { loadRuntimeConfig } from './runtime-config.js';
import { hasStoredSession } from './sessao-guardada.js';

export type AmplifyAuth = typeof import('./amplify-auth.js');

export interface SessionUser {
  /** Cognito's stable user id. */
  readonly sub: string;
  readonly email: string;
  readonly name?: string;
}

export type SessionStatus = 'loading' | 'signed-in' | 'signed-out';

export interface Session {
  readonly status: SessionStatus;
  readonly user?: SessionUser;
  /** Ends the session on this device (tokens removed from storage). */
  signOut(): Promise<void>;
}

let authModule: Promise<AmplifyAuth> | undefined;
const authLoadedListeners = new Set<(auth: AmplifyAuth) => void>();

/** Calls `listener` once Amplify Auth has loaded (a sign-in page loads it); returns the unsubscribe. */
function onAuthLoaded(listener: (auth: AmplifyAuth) => void): () => void {
  authLoadedListeners.add(listener);
  return () => authLoadedListeners.delete(listener);
}

/**
 * Amplify Auth, configured. The first call loads the chunk and configures it with `auth` (or, if
 * none is given, with the page's runtime config); later calls share the same promise.
 */
export function loadAuth(auth?: RuntimeConfig['auth']): Promise<AmplifyAuth> {
  if (authModule) return authModule;
  const loading = (async () => {
    const [module, authConfig] = await Promise.all([
      import('./amplify-auth.js'),
      auth ? Promise.resolve(auth) : loadRuntimeConfig().then((config) => config.auth),
    ]);
    module.configureAuth(authConfig);
    for (const listener of authLoadedListeners) listener(module);
    authLoadedListeners.clear();
    return module;
  })();
  // A failed load (e.g. offline) must not stick: the next call tries again.
  loading.catch(() => {
    if (authModule === loading) authModule = undefined;
  });
  authModule = loading;
  return loading;
}

/**
 * The signed-in patient's access token for `Authorization: Bearer`, or undefined when signed out.
 * Amplify refreshes an expired access token silently through the refresh token.
 */
export async function getAccessToken(): Promise<string | undefined> {
  if (!authModule && !hasStoredSession()) return undefined;
  const auth = await loadAuth();
  try {
    const { tokens } = await auth.fetchAuthSession();
    return tokens?.accessToken.toString();
  } catch {
    return undefined;
  }
}

/** Reads the stored session: the user comes from the id token's claims (no extra network call). */
async function readUser(auth: AmplifyAuth): Promise<SessionUser | undefined> {
  try {
    const { tokens } = await auth.fetchAuthSession();
    const claims = tokens?.idToken?.payload;
    if (!claims || typeof claims.sub !== 'string') return undefined;
    const email = typeof claims.email === 'string' ? claims.email : '';
    const name = typeof claims.name === 'string' && claims.name.trim() ? claims.name.trim() : undefined;
    return { sub: claims.sub, email, ...(name ? { name } : {}) };
  } catch {
    // An unusable refresh token ends the session, as signing out would.
    return undefined;
  }
}

async function signOutEverywhere(): Promise<void> {
  const auth = await loadAuth();
  await auth.signOut();
}

const signedOut: Session = { status: 'signed-out', signOut: signOutEverywhere };
const loadingSession: Session = { status: 'loading', signOut: signOutEverywhere };

const SessionContext = createContext<Session | undefined>(undefined);

/** Holds the session for the whole app and follows Amplify's 'auth' Hub events. */
export function SessionProvider({ children }: { children?: ReactNode }) {
  const [state, setSessionState] = useState<{ status: SessionStatus; user?: SessionUser }>({ status: 'loading' });
  // In a transition: on the prerendered home page parts of the page may still be waiting to be
  // hydrated (their chunk on the way), and an urgent update would make React throw their markup
  // away and draw them again (a click on them would be lost); a transition waits for them.
  const setState = (next: { status: SessionStatus; user?: SessionUser }) => startTransition(() => setSessionState(next));

  useEffect(() => {
    let active = true;
    let stopListening: (() => void) | undefined;
    const refresh = async (auth: AmplifyAuth) => {
      const user = await readUser(auth);
      if (active) setState(user ? { status: 'signed-in', user } : { status: 'signed-out' });
    };
    const follow = (auth: AmplifyAuth) => {
      if (!active) return;
      stopListening = auth.Hub.listen('auth', ({ payload }) => {
        if (payload.event === 'signedOut') setState({ status: 'signed-out' });
        else if (payload.event === 'signedIn' || payload.event === 'tokenRefresh' || payload.event === 'tokenRefresh_failure') {
          void refresh(auth);
        }
      });
      return refresh(auth);
    };
    if (!authModule && !hasStoredSession()) {
      // Nobody is signed in on this browser: no Amplify until a page (sign-in) loads it.
      setState({ status: 'signed-out' });
      const stopWaiting = onAuthLoaded((auth) => void follow(auth));
      return () => {
        active = false;
        stopWaiting();
        stopListening?.();
      };
    }
    loadAuth()
      .then(follow)
      // Without Amplify (chunk failed to load) nobody can be signed in on this page.
      .catch(() => active && setState({ status: 'signed-out' }));
    return () => {
      active = false;
      stopListening?.();
    };
  }, []);

  const session = useMemo<Session>(() => {
    if (state.status === 'loading') return loadingSession;
    if (state.status === 'signed-out' || !state.user) return signedOut;
    return { status: 'signed-in', user: state.user, signOut: signOutEverywhere };
  }, [state]);

  return createElement(SessionContext.Provider, { value: session }, children);
}

/** The current session; `status` is 'loading' until Amplify has read the stored tokens. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('SessionProvider is missing');
  return session;
}
