// The fields of one content block, by kind (spec §9). Texts a client reads are edited in four languages; addresses,
// authors' names and pictures are the block's own in every language.
import { useLingui } from '@lingui/react/macro';
import { Button, Checkbox, FileButton, Group, Image, Stack, Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { IMAGE_GRID_MAX } from '../../../../domain/content/content-blocks.ts';
import { blockText, readPath, removeListEntry, writePath, type BlockTranslations, type EditorBlock, type Texts } from '../lib/product-form.ts';
import { useImageUpload, useUploadErrorText } from './ImagesField.tsx';
import { LocalizedTextField } from './LocalizedTextField.tsx';

export type BlockChange = (block: EditorBlock, translations: BlockTranslations) => void;

type Props = { block: EditorBlock; translations: BlockTranslations; onChange: BlockChange };

function useBlockText({ block, translations, onChange }: Props) {
  return (path: string) => ({
    value: blockText(block, translations, path),
    onChange: (texts: Texts) => {
      const own = translations[block.id] ?? {};
      onChange(writePath(block, path, texts.en), { ...translations, [block.id]: { ...own, [path]: { es: texts.es, fr: texts.fr, pt: texts.pt } } });
    },
  });
}

function entries(block: EditorBlock, list: string): unknown[] {
  const value = block[list];
  return Array.isArray(value) ? value : [];
}

function UrlField({ label, block, path, translations, onChange, required = false }: Props & { label: string; path: string; required?: boolean }) {
  const value = readPath(block, path);
  return <TextInput label={label} required={required} value={typeof value === 'string' ? value : ''} onChange={(e) => onChange(writePath(block, path, e.currentTarget.value), translations)} />;
}

function PictureField({ label, block, path, translations, onChange }: Props & { label: string; path: string }) {
  const { t } = useLingui();
  const upload = useImageUpload();
  const errorText = useUploadErrorText(upload.error);
  const url = readPath(block, `${path}.url`);
  return (
    <Stack gap={4}>
      <Group align="flex-end" gap="sm">
        {typeof url === 'string' && url ? <Image src={url} alt="" w={48} h={48} fit="cover" radius="sm" /> : null}
        <UrlField label={label} block={block} path={`${path}.url`} translations={translations} onChange={onChange} required />
        <FileButton accept="image/png,image/jpeg,image/webp" onChange={(file) => file && upload.mutate(file, { onSuccess: (image) => onChange(writePath(block, `${path}.url`, image.url), translations) })}>
          {(props) => (
            <Button {...props} variant="light" size="xs" loading={upload.isPending}>
              {t`Upload`}
            </Button>
          )}
        </FileButton>
      </Group>
      {errorText ? (
        <Text c="red" size="sm" role="alert">
          {errorText}
        </Text>
      ) : null}
    </Stack>
  );
}

/** A list inside a block (images, cards, items): each entry's fields, a remove button and an add button. */
function ListOf({ props, list, max, addLabel, removeLabel, blank, children }: { props: Props; list: string; max: number; addLabel: string; removeLabel: (n: number) => string; blank: unknown; children: (index: number) => ReactNode }) {
  const { block, translations, onChange } = props;
  const items = entries(block, list);
  return (
    <Stack gap="sm">
      {items.map((_, index) => (
        <Stack key={index} gap="xs" pl="sm" style={{ borderLeft: '3px solid var(--mantine-color-gray-3)' }}>
          {children(index)}
          <Button
            variant="subtle"
            color="red"
            size="xs"
            w="fit-content"
            onClick={() => {
              const next = removeListEntry(block, translations, list, index);
              onChange(next.block, next.translations);
            }}
          >
            {removeLabel(index + 1)}
          </Button>
        </Stack>
      ))}
      {items.length < max ? (
        <Button variant="light" size="xs" w="fit-content" onClick={() => onChange({ ...block, [list]: [...items, blank] }, translations)}>
          {addLabel}
        </Button>
      ) : null}
    </Stack>
  );
}

export function BlockFields(props: Props) {
  const { t } = useLingui();
  const text = useBlockText(props);
  const { block } = props;
  const title = <LocalizedTextField label={t`Title`} {...text('title')} />;
  const pictures = (max: number) => (
    <ListOf props={props} list="images" max={max} addLabel={t`Add a picture`} removeLabel={(n) => t`Remove picture ${n}`} blank={{ url: '', alt: '', caption: '' }}>
      {(index) => (
        <>
          <PictureField {...props} label={t`Picture ${index + 1} address`} path={`images.${index}`} />
          <LocalizedTextField label={t`Picture ${index + 1} description for screen readers`} {...text(`images.${index}.alt`)} />
          <LocalizedTextField label={t`Picture ${index + 1} caption`} {...text(`images.${index}.caption`)} />
        </>
      )}
    </ListOf>
  );
  switch (block.type) {
    case 'text':
      return (
        <Stack gap="sm">
          {title}
          <LocalizedTextField label={t`Text`} multiline required {...text('body')} />
        </Stack>
      );
    case 'images':
      return (
        <Stack gap="sm">
          {title}
          {pictures(12)}
        </Stack>
      );
    case 'imageGrid':
      return (
        <Stack gap="sm">
          {title}
          {pictures(IMAGE_GRID_MAX)}
        </Stack>
      );
    case 'cards':
      return (
        <Stack gap="sm">
          {title}
          <ListOf props={props} list="cards" max={12} addLabel={t`Add a card`} removeLabel={(n) => t`Remove card ${n}`} blank={{ title: '', body: '' }}>
            {(index) => (
              <>
                <LocalizedTextField label={t`Card ${index + 1} title`} required {...text(`cards.${index}.title`)} />
                <LocalizedTextField label={t`Card ${index + 1} text`} multiline {...text(`cards.${index}.body`)} />
              </>
            )}
          </ListOf>
        </Stack>
      );
    case 'list':
      return (
        <Stack gap="sm">
          {title}
          <Checkbox label={t`Numbered list`} checked={block.ordered === true} onChange={(e) => props.onChange({ ...block, ordered: e.currentTarget.checked }, props.translations)} />
          <ListOf props={props} list="items" max={30} addLabel={t`Add an item`} removeLabel={(n) => t`Remove item ${n}`} blank="">
            {(index) => <LocalizedTextField label={t`Item ${index + 1}`} required {...text(`items.${index}`)} />}
          </ListOf>
        </Stack>
      );
    case 'button':
      return (
        <Stack gap="sm">
          <LocalizedTextField label={t`Button label`} required {...text('label')} />
          <UrlField {...props} label={t`Link (a page of this site or an https address)`} path="href" required />
        </Stack>
      );
    case 'faq':
      return (
        <Stack gap="sm">
          <LocalizedTextField label={t`Question`} required {...text('question')} />
          <LocalizedTextField label={t`Answer`} multiline required {...text('answer')} />
        </Stack>
      );
    case 'video':
      return (
        <Stack gap="sm">
          {title}
          <UrlField {...props} label={t`Video address`} path="url" required />
          <UrlField {...props} label={t`Poster picture address`} path="poster" />
          <UrlField {...props} label={t`Captions file address (WebVTT on this site)`} path="captions" />
        </Stack>
      );
    case 'testimonials':
      return (
        <Stack gap="sm">
          {title}
          <ListOf props={props} list="items" max={12} addLabel={t`Add a testimonial`} removeLabel={(n) => t`Remove testimonial ${n}`} blank={{ quote: '', author: '', detail: '' }}>
            {(index) => (
              <>
                <LocalizedTextField label={t`Testimonial ${index + 1} quote`} multiline required {...text(`items.${index}.quote`)} />
                <UrlField {...props} label={t`Testimonial ${index + 1} author`} path={`items.${index}.author`} required />
                <LocalizedTextField label={t`Testimonial ${index + 1} detail`} {...text(`items.${index}.detail`)} />
              </>
            )}
          </ListOf>
        </Stack>
      );
    default:
      return null;
  }
}
