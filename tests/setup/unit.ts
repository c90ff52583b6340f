import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Data-provider tests run in the node environment (`// @vitest-environment node`): no window there.
if (typeof window !== 'undefined') window.scrollTo = () => {};

// `findBy*` and `waitFor` wait up to 20 s, not testing-library's 1 s: a lazy chunk (the landing,
// sign-in and admin screens) or react-admin's first data load can take seconds on a busy CI machine.
configure({ asyncUtilTimeout: 20_000 });

// Each test starts from an empty document: testing-library unmounts after a test by itself only
// where `afterEach` is a global (vitest `globals`), which this project does not enable.
afterEach(cleanup);
