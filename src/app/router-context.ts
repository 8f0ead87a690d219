// What every route's loader and beforeLoad receive (TanStack Router context).
import type { QueryClient } from '@tanstack/react-query';
import type { SessionState } from './session.ts';

export type RouterContext = {
  queryClient: QueryClient;
  session: SessionState;
};
