import { Trans } from '@lingui/react/macro';
import { Container, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { Language } from '../../../domain/language.ts';
import { faqItemsQueryOptions } from '../api/faq-items.ts';
import { EmergencyNotice } from './EmergencyNotice.tsx';
import { FaqList } from './FaqList.tsx';

export function FaqPage({ businessId, businessName, language }: { businessId: string; businessName: string; language: Language }) {
  const { data: items } = useSuspenseQuery(faqItemsQueryOptions(businessId, language));
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>
            <Trans>Frequently asked questions</Trans>
          </Title>
          <Text c="dimmed">
            <Trans>Answers from {businessName} to the questions people ask most.</Trans>
          </Text>
        </Stack>
        <EmergencyNotice language={language} />
        <FaqList items={items} />
      </Stack>
    </Container>
  );
}
