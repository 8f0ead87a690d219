// /account/paymentOptions (spec §2): the saved cards (brand, •••• last four, expiry, Default badge) with make
// default and delete (after a confirmation), and the card form to add one.
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, EmptyState, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { IconCreditCard, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { showInfoToast } from '../../../app/feedback.ts';
import { paymentCardsQueryOptions } from '../../../app/payments/payment-cards.ts';
import type { BusinessCodes } from '../../../components/layout/nav-items.ts';
import { CardForm } from '../../../components/payment-card/CardForm.tsx';
import { AccountPage } from './AccountPage.tsx';
import { QueryView } from './QueryView.tsx';
import { SavedCardItem } from './SavedCardItem.tsx';

const skeleton = (
  <Stack gap="sm">
    {[0, 1].map((key) => (
      <Paper key={key} withBorder radius="md" p="md">
        <Skeleton h={20} w="50%" />
        <Skeleton h={14} w="30%" mt="xs" />
      </Paper>
    ))}
  </Stack>
);

type PaymentOptionsScreenProps = { codes: BusinessCodes; clientId: string; businessId: string };

export function PaymentOptionsScreen({ codes, clientId, businessId }: PaymentOptionsScreenProps) {
  const { t } = useLingui();
  const cards = useQuery({ ...paymentCardsQueryOptions(clientId), staleTime: 0 });
  const [adding, setAdding] = useState(false);
  const addButton = (
    <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setAdding(true)}>
      <Trans>Add a card</Trans>
    </Button>
  );
  return (
    <AccountPage codes={codes} title={<Trans>Payment options</Trans>} actions={adding || !cards.data?.length ? null : addButton}>
      {adding ? (
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} maw={640} component="section" aria-labelledby="add-card-heading">
          <Stack gap="md">
            <Title order={2} size="h4" id="add-card-heading">
              <Trans>Add a card</Trans>
            </Title>
            <CardForm
              clientId={clientId}
              businessId={businessId}
              onSaved={() => {
                showInfoToast(msg`Card saved.`);
                setAdding(false);
              }}
              onCancel={() => setAdding(false)}
            />
          </Stack>
        </Paper>
      ) : null}
      <QueryView query={cards} skeleton={skeleton}>
        {(list) =>
          list.length === 0 ? (
            adding ? null : (
              <Paper withBorder radius="md" p="xl">
                <EmptyState
                  icon={<IconCreditCard size={28} aria-hidden />}
                  withIndicatorBackground
                  title={<Trans>No saved cards</Trans>}
                  description={<Trans>Save a card to pay for your bookings faster.</Trans>}
                >
                  <EmptyState.Actions>{addButton}</EmptyState.Actions>
                </EmptyState>
              </Paper>
            )
          ) : (
            <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t`Saved cards`}>
              {list.map((card) => (
                <li key={card.id}>
                  <SavedCardItem clientId={clientId} card={card} />
                </li>
              ))}
            </Stack>
          )
        }
      </QueryView>
    </AccountPage>
  );
}
