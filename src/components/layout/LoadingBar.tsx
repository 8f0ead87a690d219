// The thin progress bar at the top while requests or route loads are in flight (spec §7 loading flag).
import { useLingui } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';
import { useIsLoading } from '../../app/loading.ts';
import classes from './LoadingBar.module.css';

export function LoadingBar() {
  const { t } = useLingui();
  const requesting = useIsLoading();
  const navigating = useRouterState({ select: (state) => state.status === 'pending' });
  if (!requesting && !navigating) return null;
  return <div className={classes.bar} role="progressbar" aria-label={t`Loading`} aria-busy="true" />;
}
