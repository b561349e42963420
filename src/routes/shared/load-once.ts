/**
 * A chunk fetched on first need: every caller gets the one promise; a failed fetch is forgotten,
 * so the next need tries again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
}
