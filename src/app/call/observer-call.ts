// Issue 15: the observer's view of a call, for the front desk's consult screen. Lazy: the p2p engine behind it
// loads only when a receptionist joins as an observer.
import { lazy } from 'react';

export const ObserverCall = lazy(() => import('../../features/video-call/observer/ObserverCall.tsx'));
