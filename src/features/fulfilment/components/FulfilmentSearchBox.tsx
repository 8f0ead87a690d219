// The queue's search box: what is typed shows at once and reaches the address (and the server) 350 ms after the
// last key, so each keystroke does not cost a request.
import { useLingui } from '@lingui/react/macro';
import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { MAX_FULFILMENT_SEARCH_LENGTH } from '../lib/fulfilment-search.ts';

const SEARCH_DEBOUNCE_MS = 350;

export function FulfilmentSearchBox({ value, onSearch }: { value: string; onSearch: (value: string) => void }) {
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
      label={t`Search orders`}
      description={t`By booking ID or client name`}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={text}
      maxLength={MAX_FULFILMENT_SEARCH_LENGTH}
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
