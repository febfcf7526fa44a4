/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** API origin when the API is not served from the page's own origin (no trailing slash). */
  readonly VITE_API_BASE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
