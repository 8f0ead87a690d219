// A list's search box: what is typed shows at once and reaches the address (and the server) 350 ms after the last
// key, so each keystroke does not cost a request. Shared by the lists; each names its search in its own words.
import { useLingui } from '@lingui/react/macro';
import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';

export const SEARCH_DEBOUNCE_MS = 350;

export type SearchBoxProps = { value: string; onSearch: (value: string) => void; label: string; description: string; maxLength: number };

export function SearchBox({ value, onSearch, label, description, maxLength }: SearchBoxProps) {
  const { t } = useLingui();
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  // The address changed from elsewhere (Back, a link): the box follows it.
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  const send = useDebouncedCallback((next: string) => onSearch(next.trim()), SEARCH_DEBOUNCE_MS);
  return (
    <TextInput
      type="search"
      label={label}
      description={description}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={text}
      maxLength={maxLength}
      onChange={(event) => {
        setText(event.currentTarget.value);
        send(event.currentTarget.value);
      }}
      rightSection={
        text ? (
          <CloseButton
            aria-label={t`Clear search`}
            onClick={() => {
              setText('');
              onSearch('');
            }}
          />
        ) : null
      }
    />
  );
}
