export { createOrder, type CreatedOrder } from './create-order.ts';
export { acceptProcessedCallback, acceptResponseCallback } from './paymob-callbacks.ts';
export { settleTransaction, type SettledOrder, type TransactionFacts } from './settle-transaction.ts';
export {
  reconcilePendingOrders,
  reconcileAllTenants,
  type ReconcileResult,
} from './reconcile-pending-orders.ts';
export { refundOrder } from './refund-order.ts';
export {
  findMyOrder,
  findOrder,
  listMyOrders,
  listOrders,
  summariseRevenue,
  type OrderView,
} from './list-orders.ts';
export { exportOrders } from './export-orders.ts';
export {
  enabledMethods,
  maskedPaymobSettings,
  readPaymobSettings,
  writePaymobSettings,
  PAYMENT_METHODS,
  type PaymentMethod,
  type PaymobAccess,
  type PaymobSettings,
} from './paymob-settings.ts';
