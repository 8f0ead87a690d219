import { useLingui } from '@lingui/react/macro';
import { Pagination } from '@mantine/core';

type ListPaginationProps = { total: number; value: number; onChange: (page: number) => void; label: string };

/** Pages of a list (spec §9: 10 to a page), named for assistive technology in the reader's language. */
export function ListPagination({ total, value, onChange, label }: ListPaginationProps) {
  const { t } = useLingui();
  if (total <= 1) return null;
  return (
    <Pagination
      total={total}
      value={Math.min(value, total)}
      onChange={onChange}
      getItemProps={(number) => ({ 'aria-label': t`Page ${number}` })}
      getControlProps={(control) => ({ 'aria-label': control === 'previous' ? t`Previous page` : control === 'next' ? t`Next page` : control === 'first' ? t`First page` : t`Last page` })}
      aria-label={label}
      component="nav"
      mx="auto"
      size="sm"
    />
  );
}
