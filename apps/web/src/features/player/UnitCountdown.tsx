import { countdownTo, formatCountdown, type UnitAccess } from '@dars/core/rules';
import { useT } from '../../shared/i18n/index.ts';

/**
 * Time left inside a unit's window, ticking with `now`; 'not available' outside it.
 * Open-to-all units have no window and show nothing here (their status says 'always available').
 */
export function UnitCountdown({
  access,
  now,
  className = '',
}: {
  access: UnitAccess;
  now: number;
  className?: string;
}) {
  const t = useT();
  if (access.state === 'open-to-all') return null;
  if (access.state !== 'open') {
    return <span className={`text-xs text-gray-500 ${className}`}>{t('access.countdown.notAvailable')}</span>;
  }
  const countdown = countdownTo(access.endsAt, now);
  // formatCountdown gives d:hh:mm:ss; the days are spelled out (Arabic plurals), the clock kept.
  const clock = formatCountdown(countdown).split(':').slice(1).join(':');
  return (
    <span className={`text-xs tabular-nums text-primary-800 ${className}`} data-testid="unit-countdown">
      {t('access.countdown.timeLeft', { days: t('access.countdown.days', { count: countdown.days }), clock })}
    </span>
  );
}
