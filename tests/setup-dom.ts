import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// React's act() warns unless the environment says it is a test; jsdom has no scrollTo (the
// router restores scroll on navigation).
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
if (typeof window !== 'undefined') window.scrollTo = () => {};

afterEach(() => cleanup());
