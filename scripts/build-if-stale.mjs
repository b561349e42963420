// `npm start` serves the built app with the compiled server: build each when it is missing or
// older than its sources. The app first: its build empties dist/, the server's included.
import { buildAppIfStale } from './build-app.mjs';
import { buildServerIfStale } from './build-server.mjs';

buildAppIfStale();
await buildServerIfStale();
