import { Container } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import type { ContextBusiness } from '../../../app/business-context.ts';
import { AppLayout } from '../../../components/layout/AppLayout.tsx';
import type { BusinessCodes } from '../lib/redirect.ts';

type AuthFrameProps = { business: ContextBusiness | null; codes: BusinessCodes | null; children: ReactNode };

// Mantine's default dimmed grey (#868e96) and error red (#fa5252) fall below the 4.5:1 contrast WCAG asks of
// small text on white; the auth forms are mostly small text, so both are darkened here for everything inside.
const readableColors = {
  '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
  '--mantine-color-error': 'var(--mantine-color-red-8)',
} as CSSProperties;

/** The auth layout (spec §2): the business's header and footer around a centred card column. */
export function AuthFrame({ business, codes, children }: AuthFrameProps) {
  return (
    <AppLayout business={business} codes={codes}>
      <Container size={520} px={{ base: 'sm', sm: 'md' }} py={{ base: 'lg', sm: 48 }} style={readableColors}>
        {children}
      </Container>
    </AppLayout>
  );
}
