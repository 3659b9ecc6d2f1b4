// One look for the shell and every remote. Colours pass WCAG AA for normal text on white.
export const theme = {
  colour: {
    primary: '#123c69', // deep blue: header, primary buttons
    primaryHover: '#0b2a4a',
    accent: '#e8542f', // orange: focus outline, highlights
    text: '#1d2433',
    muted: '#5a6272',
    border: '#d5d9e0',
    background: '#f5f6f8',
    surface: '#ffffff',
    danger: '#b3261e',
    success: '#1b6e3a',
    badge: '#c62828',
  },
  radius: { small: '4px', medium: '8px', large: '14px' },
  space: (steps: number) => `${steps * 4}px`,
  font: {
    body: "'Segoe UI', system-ui, -apple-system, Roboto, 'Helvetica Neue', Arial, sans-serif",
    size: { small: '0.875rem', normal: '1rem', large: '1.25rem', title: '1.75rem' },
  },
  shadow: '0 1px 3px rgba(16, 24, 40, 0.12), 0 1px 2px rgba(16, 24, 40, 0.06)',
  /** Layout breakpoints (min-width). */
  breakpoint: { tablet: '640px', desktop: '1024px' },
  maxWidth: '1200px',
} as const;

