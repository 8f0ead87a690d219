// Blocks that show pictures or a video. Pictures without their own text take the product's name as their
// alternative; a video plays in the page only from this site with captions, otherwise it is a link (the
// Content-Security-Policy allows no third-party players or frames).
import { Trans } from '@lingui/react/macro';
import { Anchor, Group, SimpleGrid } from '@mantine/core';
import { IconExternalLink, IconPlayerPlay } from '@tabler/icons-react';
import { isInlineVideo } from '../../lib/content-blocks.ts';
import type { BlockImage, ImageGridBlock, ImagesBlock, VideoBlock } from '../../lib/content-blocks.ts';
import { BlockTitle } from './TextBlocks.tsx';
import classes from './Blocks.module.css';

function Picture({ image, fallbackAlt, className }: { image: BlockImage; fallbackAlt: string; className: string | undefined }) {
  return (
    <figure className={classes.figure}>
      <img src={image.url} alt={image.alt ?? fallbackAlt} className={className} loading="lazy" decoding="async" />
      {image.caption ? <figcaption className={classes.caption}>{image.caption}</figcaption> : null}
    </figure>
  );
}

export function ImagesBlockView({ block, fallbackAlt }: { block: ImagesBlock; fallbackAlt: string }) {
  return (
    <div>
      <BlockTitle>{block.title}</BlockTitle>
      <SimpleGrid cols={{ base: 1, sm: Math.min(block.images.length, 2) }} spacing="md">
        {block.images.map((image, index) => (
          <Picture key={index} image={image} fallbackAlt={fallbackAlt} className={classes.image} />
        ))}
      </SimpleGrid>
    </div>
  );
}

/** Spec §9: up to 4 pictures (the parser keeps the first 4), two across. */
export function ImageGridBlockView({ block, fallbackAlt }: { block: ImageGridBlock; fallbackAlt: string }) {
  return (
    <div>
      <BlockTitle>{block.title}</BlockTitle>
      <SimpleGrid cols={block.images.length === 1 ? 1 : 2} spacing="sm">
        {block.images.map((image, index) => (
          <Picture key={index} image={image} fallbackAlt={fallbackAlt} className={classes.gridImage} />
        ))}
      </SimpleGrid>
    </div>
  );
}

export function VideoBlockView({ block }: { block: VideoBlock }) {
  if (isInlineVideo(block)) {
    return (
      <div>
        <BlockTitle>{block.title}</BlockTitle>
        <video controls preload="metadata" poster={block.poster} className={classes.video} aria-label={block.title}>
          <source src={block.source.href} />
          <track kind="captions" src={block.captions} default />
        </video>
      </div>
    );
  }
  const external = block.source.kind === 'external';
  return (
    <div>
      <BlockTitle>{block.title}</BlockTitle>
      <Anchor
        href={block.source.href}
        target={external ? '_blank' : undefined}
        rel={external ? 'noopener noreferrer' : undefined}
        fw={600}
      >
        <Group gap={6} component="span" wrap="nowrap">
          <IconPlayerPlay size={18} aria-hidden />
          {external ? <Trans>Watch the video (opens in a new tab)</Trans> : <Trans>Watch the video</Trans>}
          {external ? <IconExternalLink size={16} aria-hidden /> : null}
        </Group>
      </Anchor>
    </div>
  );
}
