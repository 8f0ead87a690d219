/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Identifies the build; busts the persisted query cache when a new version ships. */
  readonly VITE_BUILD_ID?: string;
  /** External terms of service and privacy policy pages shown in the footer. */
  readonly VITE_TERMS_URL?: string;
  readonly VITE_PRIVACY_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

// Catalogs compiled on import by @lingui/vite-plugin.
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
