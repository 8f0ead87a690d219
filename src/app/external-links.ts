// Terms and privacy live on an external site (spec §2). Each business sets its own addresses (Business.termsUrl,
// privacyUrl); outside a business the footer links to the installation's pages: VITE_TERMS_URL and
// VITE_PRIVACY_URL at build time, else the Carebook platform's, the same default a new business starts with.
export const externalLinks = {
  terms: import.meta.env.VITE_TERMS_URL || 'https://carebook.health/terms',
  privacy: import.meta.env.VITE_PRIVACY_URL || 'https://carebook.health/privacy',
} as const;
