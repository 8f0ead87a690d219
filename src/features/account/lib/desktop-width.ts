// The theme's `sm` breakpoint (48em, spec §9's 768 px): from here on the account side nav is shown.
export const DESKTOP_MEDIA_QUERY = '(min-width: 48em)';

export function isDesktopWidth(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(DESKTOP_MEDIA_QUERY).matches;
}
