/**
 * Amplify's one configuration, shared by its two users: the session (Auth, amplify-auth.ts) and the
 * realtime client (API.Events, realtime.ts). `Amplify.configure` replaces the whole configuration,
 * so each merges its own part into what the other has set; the parts are kept here because
 * `Amplify.getConfig()` warns on the console when called before the first configure (a visitor who
 * never signed in has the realtime client but no Auth).
 */
import { Amplify, type ResourcesConfig } from 'aws-amplify';

let current: ResourcesConfig = {};

/** Sets one top-level part (`Auth` or `API`) and keeps the others. */
export function configureAmplifyPart(part: Pick<ResourcesConfig, 'Auth'> | Pick<ResourcesConfig, 'API'>): void {
  current = { ...current, ...part };
  Amplify.configure(current);
}
