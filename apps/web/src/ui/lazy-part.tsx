import { type ComponentType, use } from 'react';

type Loading<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

const starters = new Map<string, () => Promise<unknown>>();
/** The parts the server's render of a first screen rendered, which the browser loads before it hydrates. */
const renderedOnServer = new Set<string>();

/**
 * A part of a page whose code loads when it first renders, as with React.lazy, except that the browser can load it
 * before it hydrates a page the server rendered (`loadLazyParts`). React.lazy suspends the first time it renders
 * whatever has loaded, so such a part of a rendered page stayed unhydrated, its buttons dead, until its code had
 * arrived; `use` of a promise that has settled renders at once.
 */
export function lazyPart<P extends object>(name: string, load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loading: Loading<ComponentType<P>> | undefined;
  const start = () => {
    if (!loading) {
      const promise: Loading<ComponentType<P>> = load();
      promise.then(
        (value) => {
          promise.status = 'fulfilled';
          promise.value = value;
        },
        () => {
          loading = undefined;
        },
      );
      loading = promise;
    }
    return loading;
  };
  starters.set(name, start);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per part at a module's top level, as React.lazy is.
  return function LazyPart(props: P) {
    if (typeof window === 'undefined') renderedOnServer.add(name);
    const Component = use(start() as Promise<ComponentType<P>>);
    return <Component {...props} />;
  };
}

/** In the server's render: the parts rendered since the last call, which its state names for the browser. */
export function takeRenderedParts(): string[] {
  const names = [...renderedOnServer];
  renderedOnServer.clear();
  return names;
}

/** Loads the code of the named parts (those the server rendered), so the browser's hydration renders them at once. */
export async function loadLazyParts(names: readonly string[]): Promise<void> {
  await Promise.all(names.map((name) => starters.get(name)?.()));
}
