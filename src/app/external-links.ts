// Terms and privacy live on an external site (spec §2) that differs per installation, so their addresses are
// configuration (VITE_TERMS_URL, VITE_PRIVACY_URL at build time); a link is shown only when configured.
export const externalLinks = {
  terms: import.meta.env.VITE_TERMS_URL || null,
  privacy: import.meta.env.VITE_PRIVACY_URL || null,
} as const;
