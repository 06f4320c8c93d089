import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { catalogueAreas } from '@dars/core/messages';
import { registerMessages } from './src/shared/i18n/index.ts';

// Component tests render components directly, without the page modules that register their
// feature's message areas; register every area. (features-register-messages.test.ts checks that
// each feature registers the areas it uses.)
registerMessages(...Object.values(catalogueAreas));

afterEach(() => {
  cleanup();
  localStorage.clear();
});
