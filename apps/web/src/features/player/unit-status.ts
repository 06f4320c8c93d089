import type { UnitAccess, UnitStatusLabel } from '@dars/core/rules';
import type { Translator } from '../../shared/i18n/index.ts';

/** Why a unit is closed, as the access messages of docs/product-rules.md. */
export function closedAccessText(t: Translator, access: UnitAccess): string {
  switch (access.state) {
    case 'upcoming':
      return t('access.availableInDays', { count: access.daysUntil });
    case 'ended':
      return t('access.ended');
    case 'no-enrollment-date':
      return t('access.enrollmentDateUnavailable');
    case 'open':
      return t('access.status.daysLeft', { count: access.daysLeft });
    case 'open-to-all':
      return t('access.status.alwaysAvailable');
    case 'invalid':
      return t('access.unitNotAvailableNow');
  }
}

/** The drawer's unit status label (core unitStatusLabel) in words. */
export function unitStatusText(t: Translator, label: UnitStatusLabel): string {
  switch (label.kind) {
    case 'complete-previous-quiz':
      return t('access.status.completePreviousQuiz');
    case 'days-left':
      return t('access.status.daysLeft', { count: label.days });
    case 'always-available':
      return t('access.status.alwaysAvailable');
    case 'closed':
      return closedAccessText(t, label.reason);
  }
}
