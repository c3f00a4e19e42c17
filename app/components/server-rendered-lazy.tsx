import { lazy, Suspense, type ComponentType } from "react";

/**
 * A component in the server's HTML whose code the browser loads only when a page shows it
 * (the age question, an error page). The server loads it as it starts and renders it at
 * once; the browser keeps the server's markup, already readable and its forms already
 * working, and hydrates it when the chunk has arrived.
 */
export function serverRenderedLazy<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): ComponentType<Props> {
  let loaded: ComponentType<Props> | null = null;
  if (import.meta.env.SSR) {
    void load().then((module) => {
      loaded = module.default;
    });
  }
  const Lazy = lazy(load);
  return function ServerRenderedLazy(props: Props) {
    const Loaded = loaded;
    return (
      <Suspense fallback={null}>{Loaded ? <Loaded {...props} /> : <Lazy {...props} />}</Suspense>
    );
  };
}
