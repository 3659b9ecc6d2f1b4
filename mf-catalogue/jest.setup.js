// The machine runs several workspaces' builds and tests at once (2 cores): give the page tests, which wait
// for the stubbed API and React, more than testing-library's default second before they give up.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 4000 });
