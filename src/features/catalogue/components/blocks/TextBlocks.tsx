// Blocks made of words: text, list, cards and testimonials. Business content is shown as plain text (never
// as HTML), with its line breaks kept.
import { Card, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconQuote } from '@tabler/icons-react';
import type { CardsBlock, ListBlock, TestimonialsBlock, TextBlock } from '../../lib/content-blocks.ts';
import classes from './Blocks.module.css';

export function BlockTitle({ children }: { children: string | undefined }) {
  if (children === undefined) return null;
  return (
    <Title order={2} size="h3" mb="sm">
      {children}
    </Title>
  );
}

export function TextBlockView({ block }: { block: TextBlock }) {
  return (
    <div>
      <BlockTitle>{block.title}</BlockTitle>
      <Text className={classes.text}>{block.body}</Text>
    </div>
  );
}

export function ListBlockView({ block }: { block: ListBlock }) {
  return (
    <div>
      <BlockTitle>{block.title}</BlockTitle>
      {block.ordered ? (
        <List type="ordered" spacing="xs">
          {block.items.map((item, index) => (
            <List.Item key={index}>{item}</List.Item>
          ))}
        </List>
      ) : (
        <ul className={classes.list}>
          {block.items.map((item, index) => (
            <li key={index} className={classes.listItem}>
              <ThemeIcon size={24} radius="xl" variant="light" aria-hidden>
                <IconCheck size={16} />
              </ThemeIcon>
              <Text>{item}</Text>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Card titles are h3: below the block's own h2 title, or the page's previous h2 section. */
export function CardsBlockView({ block }: { block: CardsBlock }) {
  return (
    <div>
      <BlockTitle>{block.title}</BlockTitle>
      <SimpleGrid cols={{ base: 1, xs: 2, md: Math.min(block.cards.length, 3) }} spacing="md">
        {block.cards.map((card, index) => (
          <Card key={index} withBorder radius="md" padding="lg">
            {card.image ? (
              <Card.Section mb="sm">
                {/* The card's title says what it is about; the picture only illustrates it. */}
                <img src={card.image.url} alt={card.image.alt ?? ''} className={classes.cardImage} loading="lazy" />
              </Card.Section>
            ) : null}
            <Title order={3} size="h5">
              {card.title}
            </Title>
            {card.body ? (
              <Text c="dimmed" size="sm" mt={4} className={classes.text}>
                {card.body}
              </Text>
            ) : null}
          </Card>
        ))}
      </SimpleGrid>
    </div>
  );
}

export function TestimonialsBlockView({ block }: { block: TestimonialsBlock }) {
  return (
    <div>
      <BlockTitle>{block.title}</BlockTitle>
      <SimpleGrid cols={{ base: 1, sm: Math.min(block.items.length, 2) }} spacing="md">
        {block.items.map((item, index) => (
          <Card key={index} component="figure" withBorder radius="md" padding="lg" bg="clinicTeal.0" m={0}>
            <Stack gap="sm">
              <IconQuote size={28} color="var(--mantine-color-clinicTeal-7)" aria-hidden />
              <blockquote className={classes.quote}>{item.quote}</blockquote>
              <Text component="figcaption" fw={600} size="sm">
                {item.author}
                {item.detail ? (
                  <Text component="span" c="dimmed" fw={400}>
                    {' · '}
                    {item.detail}
                  </Text>
                ) : null}
              </Text>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </div>
  );
}
