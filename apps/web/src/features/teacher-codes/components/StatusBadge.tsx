import type { CodeStatus } from '@dars/core/contract';
import { useT } from '../../../shared/i18n/index.ts';

const TONES: Record<CodeStatus, string> = {
  unused: 'bg-primary-50 text-primary-800',
  redeemed: 'bg-green-100 text-green-900',
  revoked: 'bg-red-100 text-red-900',
  expired: 'bg-amber-100 text-amber-900',
};

export function StatusBadge({ status }: { status: CodeStatus }) {
  const t = useT();
  return (
    <span className={`inline-block rounded-full px-3 py-1 text-sm font-semibold ${TONES[status]}`}>
      {t(`teacher.codes.status.${status}`)}
    </span>
  );
}
