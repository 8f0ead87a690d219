// Pictures of a category, a product or a block: uploaded to the server (PNG, JPEG or WebP up to 2 MB) or given
// by address, each removable.
import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useAdminBusiness } from '../../shell/admin-grant.ts';
import { ImageUploadError, uploadCatalogueImage } from '../api/upload-image.ts';

export type ImageValue = { url: string; type: string };

type Props = { label: string; images: ImageValue[]; onChange: (images: ImageValue[]) => void; max?: number };

/** Uploads one picture; its address, or a message saying why it was not kept. */
export function useImageUpload() {
  const { businessId } = useAdminBusiness();
  return useMutation({ mutationFn: (file: File) => uploadCatalogueImage(businessId, file) });
}

export function useUploadErrorText(error: unknown): string | null {
  const { t } = useLingui();
  if (!error) return null;
  const reason = error instanceof ImageUploadError ? error.reason : 'failed';
  if (reason === 'tooLarge') return t`This picture is larger than 2 MB.`;
  if (reason === 'wrongType') return t`Only PNG, JPEG or WebP pictures can be uploaded.`;
  return t`The picture could not be uploaded. Please try again.`;
}

export function ImagesField({ label, images, onChange, max = 8 }: Props) {
  const { t } = useLingui();
  const upload = useImageUpload();
  const errorText = useUploadErrorText(upload.error);
  return (
    <Stack gap="xs">
      <Text fw={500} size="sm">
        {label}
      </Text>
      <Group gap="sm">
        {images.map((image, index) => (
          <Stack key={`${image.url}-${index}`} gap={4} align="center">
            <Image src={image.url} alt={t`${label} ${index + 1}`} w={72} h={72} fit="cover" radius="sm" />
            <ActionIcon variant="subtle" color="red" aria-label={t`Remove picture ${index + 1}`} onClick={() => onChange(images.filter((_, i) => i !== index))}>
              <IconTrash size={16} aria-hidden="true" />
            </ActionIcon>
          </Stack>
        ))}
      </Group>
      {images.length < max ? (
        <FileButton
          accept="image/png,image/jpeg,image/webp"
          onChange={(file) => {
            if (file) upload.mutate(file, { onSuccess: (uploaded) => onChange([...images, uploaded]) });
          }}
        >
          {(props) => (
            <Button {...props} variant="light" size="xs" leftSection={<IconUpload size={16} aria-hidden="true" />} loading={upload.isPending} w="fit-content">
              {t`Upload a picture`}
            </Button>
          )}
        </FileButton>
      ) : null}
      {errorText ? (
        <Text c="red" size="sm" role="alert">
          {errorText}
        </Text>
      ) : null}
    </Stack>
  );
}
