// The service-area limitation dialog (spec §6, §8): the chosen address is in a state this location does not
// serve; it lists the states it does serve, by name, and offers the business's other locations.
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ButtonLink } from '../../../components/RouterLinks.tsx';
import { usStatesQueryOptions } from '../api/us-states.ts';
import { stateNameOf, stateNamesOf } from '../lib/state-names.ts';

type Props = {
  readonly businessCode: string;
  readonly locationName: string;
  readonly addressState: string;
  readonly allowedStates: readonly string[];
  readonly onClose: () => void;
};

export function ServiceAreaDialog({ businessCode, locationName, addressState, allowedStates, onClose }: Props) {
  const { t } = useLingui();
  const states = useQuery(usStatesQueryOptions());
  const stateName = stateNameOf(states.data, addressState);
  return (
    <Modal opened onClose={onClose} title={t`This location doesn't serve your area`} centered closeButtonProps={{ 'aria-label': t`Close dialog` }}>
      <Stack>
        <Text size="sm">
          <Trans>
            Your selected address is in {stateName}. {locationName} serves clients in these states only:
          </Trans>
        </Text>
        <List size="sm" aria-label={t`Allowed states`}>
          {stateNamesOf(states.data, allowedStates).map((name) => (
            <List.Item key={name}>{name}</List.Item>
          ))}
        </List>
        <Text size="sm" c="dimmed">
          <Trans>Choose another address, or find a location that serves your area.</Trans>
        </Text>
        <Group justify="flex-end">
          <ButtonLink to="/near/business/$businessCode" params={{ businessCode }} variant="default" onClick={onClose}>
            <Trans>Find another location</Trans>
          </ButtonLink>
          <Button onClick={onClose} data-autofocus>
            <Trans>Close</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
