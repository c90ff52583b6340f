import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// Data-provider tests run in the node environment (`// @vitest-environment node`): no window there.
if (typeof window !== 'undefined') window.scrollTo = () => {};
configure({ asyncUtilTimeout: 10_000 });
