// Which pages the shell's messages (locales/shell) cover on their own: the business home, the page a first visit
// usually lands on. Every other page loads the rest of the catalog before it renders.
const BUSINESS_HOME = /^\/business\/[^/]+\/[^/]+\/?$/;

export function needsOnlyShellMessages(pathname: string): boolean {
  return BUSINESS_HOME.test(pathname);
}
