// The product page's content blocks (spec §9): added by kind, moved, removed, each edited in four languages.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Card, Group, Select, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { CONTENT_BLOCK_TYPES, type ContentBlockType } from '../../../../domain/content/content-blocks.ts';
import { newBlock, type BlockTranslations, type EditorBlock } from '../lib/product-form.ts';
import { BlockFields } from './BlockFields.tsx';

export const BLOCK_KIND_LABEL = {
  text: msg`Text`,
  images: msg`Pictures`,
  cards: msg`Cards`,
  list: msg`List`,
  button: msg`Button`,
  divider: msg`Divider`,
  faq: msg`FAQ item`,
  imageGrid: msg`Picture grid (up to 4)`,
  video: msg`Video`,
  testimonials: msg`Testimonials`,
} as const satisfies Record<ContentBlockType, MessageDescriptor>;

const labelOf = (type: string): MessageDescriptor => (type in BLOCK_KIND_LABEL ? BLOCK_KIND_LABEL[type as ContentBlockType] : msg`Block`);

type Props = { blocks: EditorBlock[]; translations: BlockTranslations; onChange: (blocks: EditorBlock[], translations: BlockTranslations) => void };

export function ContentBlocksEditor({ blocks, translations, onChange }: Props) {
  const { t, i18n } = useLingui();
  const [kind, setKind] = useState<ContentBlockType>('text');
  const move = (index: number, by: number) => {
    const next = [...blocks];
    const [moved] = next.splice(index, 1);
    if (moved) next.splice(index + by, 0, moved);
    onChange(next, translations);
  };
  return (
    <Stack gap="md">
      {blocks.length === 0 ? (
        <Text c="dimmed">{t`No content blocks yet: the page shows the description only.`}</Text>
      ) : null}
      {blocks.map((block, index) => {
        const kindName = i18n._(labelOf(block.type));
        const position = index + 1;
        return (
          <Card key={block.id} withBorder padding="sm" radius="md" component="section" aria-label={t`Block ${position}: ${kindName}`}>
            <Group justify="space-between" mb="xs" wrap="nowrap">
              <Text fw={600}>{t`${position}. ${kindName}`}</Text>
              <Group gap={4} wrap="nowrap">
                <ActionIcon variant="subtle" disabled={index === 0} onClick={() => move(index, -1)} aria-label={t`Move block ${position} up`}>
                  <IconArrowUp size={16} aria-hidden="true" />
                </ActionIcon>
                <ActionIcon variant="subtle" disabled={index === blocks.length - 1} onClick={() => move(index, 1)} aria-label={t`Move block ${position} down`}>
                  <IconArrowDown size={16} aria-hidden="true" />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  onClick={() => {
                    const rest = { ...translations };
                    delete rest[block.id];
                    onChange(blocks.filter((b) => b.id !== block.id), rest);
                  }}
                  aria-label={t`Remove block ${position}`}
                >
                  <IconTrash size={16} aria-hidden="true" />
                </ActionIcon>
              </Group>
            </Group>
            <BlockFields
              block={block}
              translations={translations}
              onChange={(changed, changedTranslations) => onChange(blocks.map((b) => (b.id === block.id ? changed : b)), changedTranslations)}
            />
          </Card>
        );
      })}
      <Group align="flex-end" gap="sm">
        <Select
          label={t`Kind of block`}
          data={CONTENT_BLOCK_TYPES.map((type) => ({ value: type, label: i18n._(BLOCK_KIND_LABEL[type]) }))}
          value={kind}
          onChange={(value) => value && setKind(value as ContentBlockType)}
          allowDeselect={false}
          w={240}
        />
        <Button variant="light" onClick={() => onChange([...blocks, newBlock(kind)], translations)}>
          {t`Add block`}
        </Button>
      </Group>
    </Stack>
  );
}
