import { useLingui } from '@lingui/react/macro';
import { Group, Stack, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import classes from './ServiceDetail.module.css';

/** The service's pictures: a large one and, when there are more, thumbnails that choose which is large. */
export function ServiceGallery({ pictures, name }: { pictures: readonly string[]; name: string }) {
  const { t } = useLingui();
  const [shown, setShown] = useState(0);
  const current = pictures[shown] ?? pictures[0];
  if (current === undefined) return <div className={classes.heroPicture} />;
  return (
    <Stack gap="sm">
      <img src={current} alt={name} className={classes.heroPicture} />
      {pictures.length > 1 ? (
        <Group gap="xs" role="group" aria-label={t`Pictures of ${name}`}>
          {pictures.map((url, index) => {
            const number = index + 1;
            const total = pictures.length;
            return (
              <UnstyledButton
                key={url}
                className={classes.thumbnail}
                aria-pressed={index === shown}
                aria-label={t`Show picture ${number} of ${total}`}
                onClick={() => setShown(index)}
              >
                <img src={url} alt="" />
              </UnstyledButton>
            );
          })}
        </Group>
      ) : null}
    </Stack>
  );
}
