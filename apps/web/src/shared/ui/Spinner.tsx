import { useT } from '../i18n/index.ts';

const sizes = { sm: 'size-4 border-2', md: 'size-8 border-3', lg: 'size-12 border-4' } as const;

export interface SpinnerProps {
  size?: keyof typeof sizes;
  /** Accessible text; defaults to the catalogue's "loading". */
  label?: string;
  /** Inside a busy button: hidden from assistive technology. */
  decorative?: boolean;
}

export function Spinner({ size = 'md', label, decorative = false }: SpinnerProps) {
  const t = useT();
  const ring = (
    <span
      aria-hidden="true"
      className={`inline-block animate-spin rounded-full border-current border-t-transparent ${sizes[size]}`}
    />
  );
  if (decorative) return ring;
  return (
    <span role="status" className="inline-flex items-center gap-2 text-primary-700">
      {ring}
      <span className="sr-only">{label ?? t('common.loading')}</span>
    </span>
  );
}

/** Centered spinner for a whole page or section while it loads. */
export function PageSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-[40vh] items-center justify-center">
      <Spinner size="lg" label={label} />
    </div>
  );
}
