// Blocks that lead somewhere or open: a button (a page of this site, or another https site in a new tab) and
// the FAQ items, shown together as one accordion.
import { Trans } from '@lingui/react/macro';
import { Accordion, Button, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { HrefButton } from '../../../../components/HrefLink.tsx';
import type { ButtonBlock, FaqBlock } from '../../lib/content-blocks.ts';

export function ButtonBlockView({ block }: { block: ButtonBlock }) {
  if (block.link.kind === 'internal') {
    return (
      <div>
        <HrefButton href={block.link.href} size="md" variant="light">
          {block.label}
        </HrefButton>
      </div>
    );
  }
  return (
    <div>
      <Button
        component="a"
        href={block.link.href}
        target="_blank"
        rel="noopener noreferrer"
        size="md"
        variant="light"
        rightSection={<IconExternalLink size={16} aria-hidden />}
      >
        {block.label}
        <VisuallyHidden>
          <Trans>(opens in a new tab)</Trans>
        </VisuallyHidden>
      </Button>
    </div>
  );
}

export function FaqBlocksView({ items }: { items: readonly FaqBlock[] }) {
  return (
    <div>
      <Title order={2} size="h3" mb="sm">
        <Trans>Questions and answers</Trans>
      </Title>
      <Accordion variant="separated" radius="md" chevronPosition="right">
        {items.map((item, index) => (
          <Accordion.Item key={index} value={String(index)}>
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
    </div>
  );
}
