/**
 * The platform's mark (the same drawing as public/favicon.svg), drawn in the page: as an image it
 * cost every page a request of its own beside the browser's favicon request.
 */
export function Logo() {
  return (
    <svg viewBox="0 0 64 64" width="32" height="32" className="size-8" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#0f766e" />
      <path d="M18 16h16a14 14 0 0 1 0 28H18z" fill="none" stroke="#fff" strokeWidth="6" />
      <circle cx="46" cy="50" r="5" fill="#7c3aed" />
    </svg>
  );
}
