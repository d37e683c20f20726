/**
 * Whether this browser may hold a Cognito session: Amplify keeps a signed-in user's tokens in
 * localStorage under `CognitoIdentityServiceProvider.<client id>.…`. Without any such key nobody is
 * signed in here. Unreadable storage answers true (let Amplify decide). No imports: the entry reads
 * it before the app has loaded (main.tsx).
 */
export function hasStoredSession(): boolean {
  try {
    const storage = window.localStorage;
    for (let index = 0; index < storage.length; index += 1) {
      if (storage.key(index)?.startsWith('CognitoIdentityServiceProvider.')) return true;
    }
    return false;
  } catch {
    return true;
  }
}
