import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { call } from '../api/client.ts';
import { queryKeyOf } from '../api/query-keys.ts';
import { useAuth } from '../auth/index.ts';
import { useT } from '../i18n/index.ts';
import { Button } from '../ui/Button.tsx';
import PayOnline from './PayOnline.tsx';
import { usePaymentOptions } from './payments-api.ts';
import { useAmount } from './use-amount.ts';
import './messages.ts';

/**
 * A unit the teacher also sells on its own, on the course page's curriculum: "Buy this lecture
 * alone" opens the same pay box as the course's, for the unit. Nothing when the teacher takes no
 * online payment and has no usable discount code, and nothing once the student holds the unit (My
 * Lectures lists it; the list is read again when an order is paid).
 */
export default function UnitPurchase({
  courseId,
  unit,
}: {
  courseId: string;
  unit: { id: number; unitName: string; price: number };
}) {
  const t = useT();
  const amount = useAmount();
  const options = usePaymentOptions();
  const [open, setOpen] = useState(false);
  const { isAuthenticated } = useAuth();
  const mine = { pageNumber: 1, pageSize: 100, search: unit.unitName.slice(0, 100) };
  const held = useQuery({
    queryKey: queryKeyOf('myUnitCodes', mine),
    queryFn: async ({ signal }) => (await call('myUnitCodes', mine, { signal })).data,
    enabled: isAuthenticated,
    select: (page) => Boolean(page?.units.some((owned) => owned.unitId === unit.id)),
  });
  if (!options.data || (!options.data.online && !options.data.discountCodes)) return null;
  if (held.data) return null;
  const label = t('payments.unit.buy', { amount: amount(Math.round(unit.price * 100)) });
  return (
    <div className="border-t border-gray-100 px-4 py-3" data-testid={`buy-unit-${unit.id}`}>
      {open ? (
        <>
          <p className="mb-2 font-semibold text-gray-900">{label}</p>
          <PayOnline courseId={courseId} unitId={unit.id} />
        </>
      ) : (
        <Button
          variant="outline"
          size="sm"
          onClick={() => setOpen(true)}
          aria-label={t('payments.unit.buyNamed', { name: unit.unitName })}
        >
          {label}
        </Button>
      )}
    </div>
  );
}
