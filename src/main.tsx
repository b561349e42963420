import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createActor } from 'xstate';
import { onSessionExpired } from './api/session-events';
import { sessionMachine } from './machines/session.machine';
import { createAppRouter } from './routes/router';

const session = createActor(sessionMachine).start();
onSessionExpired(() => session.send({ type: 'session.expired' }));
const router = createAppRouter(session);

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
