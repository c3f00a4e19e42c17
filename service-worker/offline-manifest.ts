/** What the build tells the worker: written into the bundle by scripts/after-build.ts. */
export interface OfflineManifest {
  /** React Router's manifest version of the build: names the caches. */
  build: string;
  /**
   * The files the worker caches at install: the app's start, the prompt games' scripts, the
   * icons, the offline pages and the route table (scripts/service-worker-build.ts).
   */
  precache: string[];
  /** Every file the worker answers from its cache: the precache and every hashed asset. */
  assets: string[];
  /** The pages kept for offline play after the first visit (offline-pages.ts). */
  pages: string[];
  /**
   * Shown for a page that needs the network, or has no copy on this phone, while offline:
   * one per language, by language code.
   */
  offlinePages: Record<string, string>;
  /** The build's whole route table, in React Router's `/__manifest` answer format. */
  routesFile: string;
}

declare const __OFFLINE_MANIFEST__: OfflineManifest;

export function offlineManifest(): OfflineManifest {
  return __OFFLINE_MANIFEST__;
}
