// The search box of the bookings list (src/components/SearchBox.tsx), in the bookings' words.
import { useLingui } from '@lingui/react/macro';
import { SearchBox } from '../../../components/SearchBox.tsx';
import { MAX_SEARCH_LENGTH } from '../lib/bookings-search.ts';

type Props = { value: string; onSearch: (value: string) => void };

export function BookingsSearchBox({ value, onSearch }: Props) {
  const { t } = useLingui();
  return <SearchBox value={value} onSearch={onSearch} label={t`Search bookings`} description={t`By booking ID or service name`} maxLength={MAX_SEARCH_LENGTH} />;
}
