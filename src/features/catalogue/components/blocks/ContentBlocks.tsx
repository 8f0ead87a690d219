import { Divider, Stack } from '@mantine/core';
import type { BlockGroup, ContentBlock } from '../../lib/content-blocks.ts';
import { groupContentBlocks } from '../../lib/content-blocks.ts';
import { ButtonBlockView, FaqBlocksView } from './ActionBlocks.tsx';
import { ImageGridBlockView, ImagesBlockView, VideoBlockView } from './MediaBlocks.tsx';
import { CardsBlockView, ListBlockView, TestimonialsBlockView, TextBlockView } from './TextBlocks.tsx';

type BlockViewProps = { block: Exclude<ContentBlock, { type: 'faq' }>; fallbackAlt: string };

function BlockView({ block, fallbackAlt }: BlockViewProps) {
  switch (block.type) {
    case 'text':
      return <TextBlockView block={block} />;
    case 'images':
      return <ImagesBlockView block={block} fallbackAlt={fallbackAlt} />;
    case 'cards':
      return <CardsBlockView block={block} />;
    case 'list':
      return <ListBlockView block={block} />;
    case 'button':
      return <ButtonBlockView block={block} />;
    case 'divider':
      return <Divider my="xs" />;
    case 'imageGrid':
      return <ImageGridBlockView block={block} fallbackAlt={fallbackAlt} />;
    case 'video':
      return <VideoBlockView block={block} />;
    case 'testimonials':
      return <TestimonialsBlockView block={block} />;
  }
}

function groupKey(group: BlockGroup, index: number): string {
  return `${group.kind === 'faqs' ? 'faq' : group.block.type}-${index}`;
}

/** The product page's content blocks in order; `fallbackAlt` (the product name) describes untitled pictures. */
export function ContentBlocks({ blocks, fallbackAlt }: { blocks: readonly ContentBlock[]; fallbackAlt: string }) {
  return (
    <Stack gap="xl">
      {groupContentBlocks(blocks).map((group, index) =>
        group.kind === 'faqs' ? (
          <FaqBlocksView key={groupKey(group, index)} items={group.items} />
        ) : (
          <BlockView key={groupKey(group, index)} block={group.block} fallbackAlt={fallbackAlt} />
        ),
      )}
    </Stack>
  );
}
