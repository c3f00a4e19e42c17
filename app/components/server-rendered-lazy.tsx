import {
  lazy,
  memo,
  Suspense,
  useEffect,
  useState,
  type ComponentType,
  type NamedExoticComponent,
} from "react";
import { afterLoad } from "#app/utils/after-load.ts";

// The parts of the first page still waiting for their code: the page counts as hydrated
// (answering taps) only once they are too.
const waiting = new Set<Promise<void>>();

/** Settles once every part the first page rendered this way has hydrated. */
export function serverRenderedPartsHydrated(): Promise<void> {
  return Promise.all(waiting).then(() => undefined);
}

function Hydrated({ done }: { done: () => void }) {
  useEffect(done, [done]);
  return null;
}

/** Registered while rendering the first page in the browser; null on the server. */
function useHydrationWait(): (() => void) | null {
  const [done] = useState(() => {
    if (import.meta.env.SSR) return null;
    let resolve = () => {};
    const hydrated = new Promise<void>((settle) => (resolve = settle));
    waiting.add(hydrated);
    void hydrated.then(() => waiting.delete(hydrated));
    return resolve;
  });
  return done;
}

/**
 * A component in the server's HTML whose code the browser loads only when a page shows it
 * (the age question, an error page, the hearts in the game header). The server loads it as it
 * starts and renders it at once; the browser keeps the server's markup, already readable and
 * its forms already working, and hydrates it when the chunk has arrived.
 */
export function serverRenderedLazy<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
  options: {
    /** Fetched once the page is idle: a part that must show without a connection. */
    preload?: boolean;
  } = {},
): NamedExoticComponent<Props> {
  let loaded: ComponentType<Props> | null = null;
  if (import.meta.env.SSR) {
    void load().then((module) => {
      loaded = module.default;
    });
  } else if (options.preload && typeof window !== "undefined") {
    void afterLoad().then(load);
  }
  const Lazy = lazy(load);
  // Memoised: a page re-rendering around a part whose code has not arrived would hand it new
  // props, and React answers an update to a boundary it has not hydrated by throwing the
  // server's markup away (the age question vanished and came back as a page settled).
  return memo(function ServerRenderedLazy(props: Props) {
    const Loaded = loaded;
    const done = useHydrationWait();
    return (
      <Suspense fallback={null}>
        {Loaded ? <Loaded {...props} /> : <Lazy {...props} />}
        {done ? <Hydrated done={done} /> : null}
      </Suspense>
    );
  });
}
