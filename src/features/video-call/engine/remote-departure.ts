// Who left a client's call (the provider ended it, closed the page or lost the connection), so the rejoin screen
// says it was them and not the client, and the client is told why the call closed. Small and UI-free: the engine
// writes it, the overlay reads it.
import { proxy } from 'valtio';

export const remoteDeparture = proxy<{ name: string | null }>({ name: null });
