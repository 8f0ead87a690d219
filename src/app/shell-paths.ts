// Which pages the shell's messages (locales/shell) cover on their own: the business home and the services list, the
// pages a first visit usually lands on. Every other page loads the rest of the catalog before it renders.
const SHELL_PAGES = [/^\/business\/[^/]+\/[^/]+\/?$/, /^\/business\/[^/]+\/[^/]+\/services\/?$/];

export function needsOnlyShellMessages(pathname: string): boolean {
  return SHELL_PAGES.some((page) => page.test(pathname));
}
