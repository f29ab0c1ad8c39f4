/** Runs `run` once the tree around it has been committed: after hydrateRoot, once hydrated (main.tsx). */
import { useEffect } from 'react';

export function AfterHydration({ run }: { run: () => void }) {
  // `run` is one function for the page's life (it empties what it plays, so StrictMode's second run does nothing)
  useEffect(() => run(), [run]);
  return null;
}
