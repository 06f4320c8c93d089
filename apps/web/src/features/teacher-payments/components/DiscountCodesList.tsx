import { useState } from 'react';
import type { DiscountCode } from '@dars/core/contract';
import { formatDate } from '@dars/core/messages/dates';
import { ConfirmDialog } from '../../../shared/console/index.ts';
import { useLocale, useT, type MessageId } from '../../../shared/i18n/index.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { useAmount } from '../../../shared/payments/use-amount.ts';
import { useDisableDiscountCode } from '../api/discount-codes.ts';

/** Whether a code is still accepted, and if not, why. */
function discountCodeState(code: DiscountCode, now: Date): 'active' | 'disabled' | 'expired' | 'usedUp' {
  if (code.disabledAt) return 'disabled';
  if (code.expiresAt && new Date(code.expiresAt) <= now) return 'expired';
  if (code.maxUses !== null && code.usedCount >= code.maxUses) return 'usedUp';
  return 'active';
}

/** The tenant's discount codes with their use, each disabled after a question. */
export function DiscountCodesList({
  codes,
  courseName,
}: {
  codes: DiscountCode[];
  courseName(id: string): string;
}) {
  const t = useT();
  const { locale } = useLocale();
  const amount = useAmount();
  const disable = useDisableDiscountCode();
  const [asking, setAsking] = useState<DiscountCode | null>(null);
  const now = new Date();
  return (
    <>
      <ul className="grid gap-3 md:grid-cols-2">
        {codes.map((code) => {
          const state = discountCodeState(code, now);
          const stateText: MessageId = `teacherPayments.codes.state.${state}`;
          return (
            <li
              key={code.id}
              data-testid={`discount-code-${code.id}`}
              className="rounded-2xl bg-white p-4 shadow-sm"
            >
              <div className="flex items-start justify-between gap-3">
                <p className="min-w-0 font-mono text-lg font-bold break-all text-gray-900" dir="ltr">
                  {code.code}
                </p>
                <span
                  data-state={state}
                  className="shrink-0 rounded-full bg-gray-100 px-3 py-1 text-sm font-semibold text-gray-800"
                >
                  {t(stateText)}
                </span>
              </div>
              <p className="mt-1 text-gray-800">
                {code.kind === 'percent'
                  ? t('teacherPayments.codes.value.percent', { value: code.value })
                  : t('teacherPayments.codes.value.fixed', { amount: amount(code.value) })}
                {' · '}
                {code.courseId ? courseName(code.courseId) : t('teacherPayments.codes.allCourses')}
              </p>
              <p className="mt-1 text-sm text-gray-600">
                {code.maxUses === null
                  ? t('teacherPayments.codes.usedUnlimited', { used: code.usedCount })
                  : t('teacherPayments.codes.used', { used: code.usedCount, max: code.maxUses })}
                {' · '}
                {t('teacherPayments.codes.perStudent', { count: code.maxUsesPerStudent })}
                {code.expiresAt &&
                  ` · ${t('teacherPayments.codes.expires', { date: formatDate(locale, code.expiresAt) })}`}
              </p>
              {!code.disabledAt && (
                <Button
                  variant="outline"
                  size="sm"
                  className="mt-3"
                  aria-label={t('teacherPayments.codes.disableNamed', { code: code.code })}
                  onClick={() => {
                    disable.reset();
                    setAsking(code);
                  }}
                >
                  {t('teacherPayments.codes.disable')}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={asking !== null}
        onClose={() => setAsking(null)}
        title={t('teacherPayments.codes.disableNamed', { code: asking?.code ?? '' })}
        confirmLabel={t('teacherPayments.codes.disable')}
        onConfirm={() => asking && disable.mutate(asking.id, { onSuccess: () => setAsking(null) })}
        state={disable}
      >
        <p>{t('teacherPayments.codes.disableConfirm', { code: asking?.code ?? '' })}</p>
      </ConfirmDialog>
    </>
  );
}
