import { useLingui } from '@lingui/react';
import { createFileRoute } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { activeLanguage } from '../../../../app/i18n.ts';
import { isLanguage } from '../../../../domain/language.ts';
import { businessAndLocationQueryOptions } from '../../../../app/api/decode-business-and-location.ts';
import { faqItemsQueryOptions } from '../../../../features/faq/api/faq-items.ts';
import { FaqPage } from '../../../../features/faq/components/FaqPage.tsx';

// The business's public FAQ (spec §2), in the active language.
export const Route = createFileRoute('/business/$businessCode/$locationCode/FAQ')({
  loader: async ({ context, params }) => {
    const { business } = await context.queryClient.ensureQueryData(
      businessAndLocationQueryOptions(params.businessCode, params.locationCode),
    );
    await context.queryClient.ensureQueryData(faqItemsQueryOptions(business.id, activeLanguage()));
  },
  component: FaqRoute,
});

function FaqRoute() {
  const { businessCode, locationCode } = Route.useParams();
  const { i18n } = useLingui();
  const language = isLanguage(i18n.locale) ? i18n.locale : activeLanguage();
  const { data } = useSuspenseQuery(businessAndLocationQueryOptions(businessCode, locationCode));
  return <FaqPage businessId={data.business.id} businessName={data.business.name} language={language} />;
}
