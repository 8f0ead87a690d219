// The queue's search box (src/components/SearchBox.tsx), in the queue's words.
import { useLingui } from '@lingui/react/macro';
import { SearchBox } from '../../../components/SearchBox.tsx';
import { MAX_FULFILMENT_SEARCH_LENGTH } from '../lib/fulfilment-search.ts';

export function FulfilmentSearchBox({ value, onSearch }: { value: string; onSearch: (value: string) => void }) {
  const { t } = useLingui();
  return <SearchBox value={value} onSearch={onSearch} label={t`Search orders`} description={t`By booking ID or client name`} maxLength={MAX_FULFILMENT_SEARCH_LENGTH} />;
}
