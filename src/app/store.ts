import { createStore } from 'jotai';

/**
 * The one Jotai store of the running app, so the API client's callbacks (a session that
 * ended, a terminated site) can change client state outside React. The atoms themselves
 * live in src/domain/session.ts.
 */
export const appStore = createStore();
