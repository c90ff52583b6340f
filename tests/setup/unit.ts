import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

window.scrollTo = () => {};
configure({ asyncUtilTimeout: 10_000 });
