import { call, http } from './client';
import { dashboard } from './contract';

/** The signed-in role's home page: its cards, trends and next events. */
export const getDashboard = () => call(dashboard, () => http.get('dashboard'));
