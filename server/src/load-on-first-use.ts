/**
 * A loader run once, on first use, for libraries a process may never need (stripe, the WebAuthn
 * library: megabytes of heap each). Later calls share the one promise; a failed load is not kept,
 * so the next call tries again instead of failing for the life of the process.
 */
export function loadOnFirstUse<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => {
    loaded ??= load().catch((e: unknown) => {
      loaded = undefined;
      throw e;
    });
    return loaded;
  };
}
