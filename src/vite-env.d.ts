/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE?: string;
  readonly VITE_NEW_API?: string;
  readonly VITE_API_HOST?: string;
  readonly VITE_SITE?: string;
  readonly VITE_IMAGE_HOST?: string;
  readonly VITE_PAY_HOST?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
