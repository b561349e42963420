// The product's typeface, served with the app (no font CDN). Here, in the entry, because the
// package's other modules are marked free of side effects and their CSS imports would be dropped.
import '@fontsource-variable/outfit';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { setNonce } from 'get-nonce';
import { createRoot } from 'react-dom/client';
import { createActor } from 'xstate';
import { onSessionExpired } from './api/session-events';
import { sessionMachine } from './machines/session.machine';
import { tokenStorage } from './api/token-storage';
import { storedTheme } from './routes/shared/theme-preference';
import { createAppRouter } from './routes/router';
import { loadLocale, readerLocale } from './i18n';

// The server's Content-Security-Policy admits run-time style elements only with this nonce.
const nonce = document.querySelector('meta[name="csp-nonce"]')?.getAttribute('content');
if (nonce) setNonce(nonce);
document.documentElement.dataset.theme = storedTheme();

const session = createActor(sessionMachine).start();
onSessionExpired(() => session.send({ type: 'session.expired' }));
const router = createAppRouter(session);
// The page's code is fetched at once, not after the router has settled the session (for a guarded
// page, the server's check of the stored token). A guarded page without a token goes to sign-in.
const [matched] = router.getMatchedRoutes(window.location.pathname);
if (tokenStorage.get() || matched.every((route) => route.id !== '/app')) {
  for (const route of matched) void router.loadRouteChunk(route);
}

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
// The reader's catalog, fetched beside the page's code; the first render shows their language.
void loadLocale(readerLocale()).then(() =>
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  ),
);
