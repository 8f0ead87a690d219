import { Trans } from '@lingui/react/macro';
import { Accordion, Text } from '@mantine/core';

type FaqItem = { id: string; question: string; answer: string };

/** The questions as an accordion: each is a button (keyboard operable) revealing its answer. */
export function FaqList({ items }: { items: readonly FaqItem[] }) {
  if (items.length === 0) {
    return (
      <Text c="dimmed">
        <Trans>This business has not published any questions yet.</Trans>
      </Text>
    );
  }
  return (
    <Accordion variant="separated" radius="md" chevronPosition="right">
      {items.map((item) => (
        <Accordion.Item key={item.id} value={item.id}>
          <Accordion.Control>
            <Text fw={600} component="span">
              {item.question}
            </Text>
          </Accordion.Control>
          <Accordion.Panel>
            <Text style={{ whiteSpace: 'pre-line' }}>{item.answer}</Text>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
