import { Route, Routes } from 'react-router';
import DiscountCodesPage from './DiscountCodesPage.tsx';
import OrderReceiptPage from './OrderReceiptPage.tsx';
import OrdersPage from './OrdersPage.tsx';
import './messages.ts';

/** The console's orders section: the orders at its root, a receipt and the discount codes below it. */
export default function OrdersSection() {
  return (
    <Routes>
      <Route index element={<OrdersPage />} />
      <Route path="receipt/:reference" element={<OrderReceiptPage />} />
      <Route path="discount-codes" element={<DiscountCodesPage />} />
    </Routes>
  );
}
