import { registerServiceWorker } from './register-service-worker.ts';
import { createUpdateStore } from './update-store.ts';

/** The app's one service-worker update store; `UpdatePrompt` starts it when mounted. */
export const serviceWorkerUpdates = createUpdateStore(registerServiceWorker);
