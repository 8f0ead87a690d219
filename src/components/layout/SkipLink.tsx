import { Trans } from '@lingui/react/macro';
import classes from './SkipLink.module.css';

export const MAIN_CONTENT_ID = 'main-content';

/** First focusable element of every page: jumps keyboard and screen-reader users past the header. */
export function SkipLink() {
  return (
    <a className={classes.skip} href={`#${MAIN_CONTENT_ID}`}>
      <Trans>Skip to main content</Trans>
    </a>
  );
}
