/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the second service (paths under /api/v1). Default `/api/v1` on the same origin. */
  readonly VITE_API_V1_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
