import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import { IconMoodConfuzed } from '@tabler/icons-react';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { storedBusinessPath } from '../../app/business-context.ts';
import { showErrorToast } from '../../app/feedback.ts';
import { GraphQLRequestError, NetworkError } from '../../app/graphql-client.ts';
import { HrefButton } from '../HrefLink.tsx';
import { PageFrame } from '../layout/PageFrame.tsx';
import { StatusPage } from './StatusPage.tsx';

/** The router's error page (spec §2, §8): Try Again re-runs the route; Go To Home leaves it. */
export function ErrorPage({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  // Request errors were already reported by the transport; only render errors need their own toast.
  const isRenderError = !(error instanceof GraphQLRequestError || error instanceof NetworkError);
  useEffect(() => {
    if (isRenderError) showErrorToast(msg`Something went wrong while showing this page.`);
  }, [isRenderError]);
  const businessPath = storedBusinessPath();
  return (
    <PageFrame>
      <StatusPage
        icon={<IconMoodConfuzed size={36} aria-hidden />}
        title={<Trans>Uh oh, something doesn't seem right</Trans>}
        actions={
          <Group justify="center">
            <Button
              onClick={() => {
                reset();
                void router.invalidate();
              }}
            >
              <Trans>Try Again</Trans>
            </Button>
            <HrefButton href={businessPath ?? '/home'} variant="default">
              {businessPath ? <Trans>Go To Home</Trans> : <Trans>Go to the start page</Trans>}
            </HrefButton>
          </Group>
        }
      >
        <Trans>Please try again. If this keeps happening, contact support.</Trans>
      </StatusPage>
    </PageFrame>
  );
}
