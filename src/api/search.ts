import { call, http } from './client';
import { searchResults } from './contract';

/** Ctrl/Cmd+K: what the signed-in role may open that matches `q`, grouped by kind. */
export const searchEverything = (q: string, signal?: AbortSignal) => call(searchResults, () => http.get('search', { searchParams: { q }, signal }));
