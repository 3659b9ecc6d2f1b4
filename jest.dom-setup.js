import '@testing-library/jest-dom/jest-globals';
import { configure } from '@testing-library/react';

// The machine runs several workspaces' tests at once (2 cores): give the page tests, which wait for the
// stubbed API and React, more than testing-library's default second before they give up.
configure({ asyncUtilTimeout: 4000 });
