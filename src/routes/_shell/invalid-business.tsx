import { createFileRoute } from '@tanstack/react-router';
import { InvalidBusinessPage } from '../../components/pages/InvalidBusinessPage.tsx';
import { isSafeRedirectUrl } from '../../domain/redirect-url.ts';

// A hand-written check rather than a zod schema: route options stay in the entry chunk, and this one field
// does not justify loading zod on every first visit.
type InvalidBusinessSearch = { redirect?: string };

export const Route = createFileRoute('/_shell/invalid-business')({
  validateSearch: (search: Record<string, unknown>): InvalidBusinessSearch =>
    typeof search.redirect === 'string' ? { redirect: search.redirect } : {},
  component: InvalidBusiness,
});

function InvalidBusiness() {
  const { redirect } = Route.useSearch();
  // Only an internal address may be offered again (spec §5 rules).
  return <InvalidBusinessPage retryHref={redirect && isSafeRedirectUrl(redirect) ? redirect : null} />;
}
