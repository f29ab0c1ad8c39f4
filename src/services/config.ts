/**
 * The bases of spec §7 plus the image and payment hosts. Each is set at build time by a VITE_*
 * variable and defaults to the app's own origin, where our reference server answers all of them.
 */
export interface ApiBases {
  apiBase: string;
  newApi: string;
  apiHost: string;
  site: string;
  imageHost: string;
  payHost: string;
}

const env = import.meta.env;

/** '' means "this origin": relative URLs, which also work behind Vite's dev proxy. */
const base = (value: string | undefined) => (value ?? '').replace(/\/+$/, '');

export const bases: ApiBases = {
  apiBase: base(env.VITE_API_BASE),
  newApi: base(env.VITE_NEW_API),
  apiHost: base(env.VITE_API_HOST),
  site: base(env.VITE_SITE),
  imageHost: base(env.VITE_IMAGE_HOST),
  payHost: base(env.VITE_PAY_HOST),
};

/** Milliseconds before a call is abandoned. */
export const REQUEST_TIMEOUT_MS = 15_000;
