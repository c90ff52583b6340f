import { type ComponentType, createElement, lazy, type ReactElement, useState } from 'react';

export type Preloadable<P extends object> = ((props: P) => ReactElement) & {
  /** Loads the component's chunk (once); rendered after it has resolved, it shows at once. */
  preload(): Promise<unknown>;
};

/**
 * A component in a chunk of its own. Rendered before its code has arrived it suspends (React.lazy);
 * rendered once `preload()` has resolved, it renders directly. Why preload: React reveals a
 * suspended boundary's content no sooner than 300 ms after its fallback showed, so the screen an
 * address names is preloaded before it is first rendered instead of suspending on the way.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Screen(props: P) {
    // Chosen once per mount: switching from the lazy wrapper to the loaded component would remount it.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? (Lazy as unknown as ComponentType<P>));
    return createElement(Component, props);
  }
  return Object.assign(Screen, { preload });
}
