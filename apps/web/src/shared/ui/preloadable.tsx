import { lazy, type ComponentType, type ReactNode } from 'react';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

export interface Preloadable<P extends object> {
  (props: P): ReactNode;
  /** Loads the module; afterwards the component renders at once instead of suspending. */
  preload(): Promise<void>;
}

const byLoader = new WeakMap<Loader<never>, Preloadable<never>>();

/**
 * A lazily loaded component like `React.lazy`, which can also be loaded ahead of rendering: once
 * loaded it renders its module's component directly. A page the server rendered loads the lazy
 * modules its HTML contains before hydrating (apps/web/src/main.tsx), so hydration meets no
 * suspended boundary and shows no fallback over the server's content. The same loader function
 * always gives the same component.
 */
export function preloadable<P extends object>(load: Loader<P>): Preloadable<P> {
  const known = byLoader.get(load as Loader<never>);
  if (known) return known as unknown as Preloadable<P>;
  let loaded: ComponentType<P> | undefined;
  const remember = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(remember) as unknown as ComponentType<P>;
  function Component(props: P) {
    const Loaded = loaded ?? Lazy;
    return <Loaded {...props} />;
  }
  Component.preload = () => remember().then(() => undefined);
  byLoader.set(load as Loader<never>, Component as unknown as Preloadable<never>);
  return Component;
}
