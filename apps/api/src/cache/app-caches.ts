/**
 * The in-process caches of one app, created with the app (decorated as `app.caches` and handed to
 * domain functions in `ctx.caches`), so two apps in one process, such as tests, never share entries.
 * Each cache is an lru-cache instance, made by its owner on first use under a fixed name.
 */
export class AppCaches {
  readonly #byName = new Map<string, unknown>();

  /** The app's cache called `name`, made by `create` the first time it is asked for. */
  named<T>(name: string, create: () => T): T {
    let cache = this.#byName.get(name) as T | undefined;
    if (cache === undefined) {
      cache = create();
      this.#byName.set(name, cache);
    }
    return cache;
  }
}
