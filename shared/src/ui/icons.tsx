// The icons of the edit and remove buttons (SPEC §2: the FAQ's and the settings' edit and delete icons). Drawn
// inline, hidden from screen readers: the button around an icon carries its name.
const PATHS = {
  edit: 'M4 17.2V20h2.8l8.3-8.3-2.8-2.8L4 17.2zm15.7-9.5a1 1 0 0 0 0-1.4l-2-2a1 1 0 0 0-1.4 0l-1.6 1.6 2.8 2.8 2.2-1z',
  remove: 'M9 3h6l1 2h4v2H4V5h4l1-2zm-3 6h12l-1 12H7L6 9zm4 2v8h2v-8h-2zm4 0v8h-2v-8h2z',
} as const;

export function Icon({ name }: { name: keyof typeof PATHS }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" fill="currentColor" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} />
    </svg>
  );
}
