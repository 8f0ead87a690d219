// The centre of the call while no provider is there (spec §4): calling, the fallback-provider wait, and after
// 150 seconds of it the advice to reschedule.
import { Trans } from '@lingui/react/macro';
import { Loader, Text, Title } from '@mantine/core';
import classes from './CallOverlay.module.css';

type WaitingMessageProps = {
  waitingForFallback: boolean;
  noDoctorAvailable: boolean;
  /** The session's provider now: after a fallback, the one who took it over. */
  providerName: string | null;
};

export function WaitingMessage({ waitingForFallback, noDoctorAvailable, providerName }: WaitingMessageProps) {
  if (noDoctorAvailable) {
    return (
      <div className={classes.centreMessage} role="alert">
        <Title order={2} size="h3">
          <Trans>No Healthcare Professional is available right now</Trans>
        </Title>
        <Text maw={420}>
          <Trans>We are sorry for the wait. Please end the call and reschedule your consultation from your bookings.</Trans>
        </Text>
      </div>
    );
  }
  return (
    <div className={classes.centreMessage} role="status">
      <Loader color="teal.4" type="dots" aria-hidden />
      <Title order={2} size="h3">
        <Trans>Calling...</Trans>
      </Title>
      {waitingForFallback ? (
        <Text maw={420}>
          {providerName ? (
            <Trans>Your Healthcare Professional could not make it, so we have asked {providerName} to see you instead.</Trans>
          ) : (
            <Trans>We are finding another Healthcare Professional for you.</Trans>
          )}
        </Text>
      ) : (
        <Text maw={420}>
          <Trans>Your Healthcare Professional will be there soon!</Trans>
        </Text>
      )}
      <Text c="gray.4">
        <Trans>Hang tight!</Trans>
      </Text>
    </div>
  );
}
