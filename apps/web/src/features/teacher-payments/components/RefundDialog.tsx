import { useState } from 'react';
import type { Order } from '@dars/core/contract';
import { ConfirmDialog } from '../../../shared/console/index.ts';
import { useT } from '../../../shared/i18n/index.ts';
import { TextField } from '../../../shared/ui/fields.tsx';
import { useRefundOrder } from '../api/orders.ts';

/** Refunds what is left of a paid order, or less; a full refund removes the access it gave. */
export function RefundDialog({ order, onClose }: { order: Order | null; onClose(): void }) {
  const t = useT();
  const refund = useRefundOrder();
  const left = order ? order.amountCents - order.refundedCents : 0;
  const [pounds, setPounds] = useState('');
  const cents = pounds.trim() === '' ? left : Math.round(Number(pounds) * 100);
  return (
    <ConfirmDialog
      open={order !== null}
      onClose={() => {
        setPounds('');
        onClose();
      }}
      title={t('teacherPayments.refundTitle')}
      confirmLabel={t('teacherPayments.refundConfirm')}
      state={refund}
      onConfirm={() =>
        order &&
        refund.mutate(
          { reference: order.reference, ...(cents === left ? {} : { amountCents: cents }) },
          { onSuccess: onClose },
        )
      }
    >
      <p className="mb-3 text-gray-700">{t('teacherPayments.refundHint')}</p>
      <TextField
        label={t('teacherPayments.refundAmount')}
        inputMode="decimal"
        dir="ltr"
        value={pounds}
        placeholder={(left / 100).toFixed(2)}
        onChange={(event) => setPounds(event.target.value)}
      />
    </ConfirmDialog>
  );
}
