import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Container, Group, Text } from '@mantine/core';
import type { ContextBusiness } from '../../app/business-context.ts';
import { externalLinks } from '../../app/external-links.ts';
import { AnchorLink } from '../RouterLinks.tsx';
import type { BusinessCodes } from './nav-items.ts';
import classes from './Footer.module.css';

/** Terms and privacy (external site), support (the business's email) and the FAQ (spec §2). */
export function Footer({ business, codes }: { business: ContextBusiness | null; codes: BusinessCodes | null }) {
  const { t } = useLingui();
  const year = new Date().getFullYear();
  return (
    <footer className={classes.footer}>
      <Container size="lg">
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            © {year} {business?.name ?? t`Carebook`}
          </Text>
          <Group component="nav" aria-label={t`Footer`} gap="md">
            {/* On an external site, so they open in a new tab and say so to screen readers. */}
            <Anchor href={business?.termsUrl || externalLinks.terms} target="_blank" rel="noopener noreferrer" size="sm" aria-label={t`Terms of use (opens in a new tab)`}>
              <Trans>Terms</Trans>
            </Anchor>
            <Anchor href={business?.privacyUrl || externalLinks.privacy} target="_blank" rel="noopener noreferrer" size="sm" aria-label={t`Privacy notice (opens in a new tab)`}>
              <Trans>Privacy</Trans>
            </Anchor>
            {business?.supportEmail ? (
              <Anchor href={`mailto:${business.supportEmail}`} size="sm">
                <Trans>Support</Trans>
              </Anchor>
            ) : null}
            {codes ? (
              <AnchorLink to="/business/$businessCode/$locationCode/FAQ" params={codes} size="sm">
                <Trans>FAQ</Trans>
              </AnchorLink>
            ) : null}
          </Group>
        </Group>
      </Container>
    </footer>
  );
}
