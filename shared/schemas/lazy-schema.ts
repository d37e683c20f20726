/**
 * A schema built on first use. A zod schema is an object graph that costs real time to build
 * (about 40 µs per node on a Lambda's cold start, and the product's schemas have several hundred
 * nodes), while each handler parses only a few of them. Declared with `lazySchema`, a module's
 * schemas are built the first time anything reads them (a parse, a composition's own first use, a
 * `.shape`), so a handler's cold start builds none and its first request only the ones it uses
 * (test/bench/lambda-bundles.ts holds every handler to 80 ms of cold import).
 *
 * The value behaves as the schema itself: every property, `instanceof`, `in` and key listing reaches
 * the built schema, so it composes inside other schemas and works with `z.parse`, the SPA's
 * standard-schema resolver and the types `z.infer` reads.
 */
export function lazySchema<T extends object>(build: () => T): T {
  let built: T | undefined;
  const schema = (): T => (built ??= build());
  return new Proxy({} as T, {
    get: (_target, key) => Reflect.get(schema(), key),
    has: (_target, key) => Reflect.has(schema(), key),
    set: (_target, key, value) => Reflect.set(schema(), key, value),
    defineProperty: (_target, key, descriptor) => Reflect.defineProperty(schema(), key, descriptor),
    deleteProperty: (_target, key) => Reflect.deleteProperty(schema(), key),
    ownKeys: () => Reflect.ownKeys(schema()),
    getOwnPropertyDescriptor: (_target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key);
      // A proxy may not report a property its (empty) target lacks as non-configurable.
      return descriptor && { ...descriptor, configurable: true };
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
  });
}
