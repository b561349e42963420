// `npm start` serves the built app: build it when it is missing or older than its sources.
import { buildAppIfStale } from './build-app.mjs';

buildAppIfStale();
