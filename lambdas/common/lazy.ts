/**
 * Dependencies built on first use. Handlers of several routes share one module, but each route's
 * Lambda gets only its own tables' variables (least privilege), so a repository for a table the
 * route does not use must never be constructed.
 */
export function lazyObject<T extends object>(factories: { readonly [K in keyof T]: () => T[K] }): T {
  const target = {} as T;
  for (const key of Object.keys(factories) as Array<keyof T>) {
    let built = false;
    let value: T[typeof key];
    Object.defineProperty(target, key, {
      enumerable: true,
      get: () => {
        if (!built) {
          value = factories[key]();
          built = true;
        }
        return value;
      },
    });
  }
  return target;
}
