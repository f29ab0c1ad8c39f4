/** The orderList chart's view-model (order-list.machine.ts): what 我的订单 shows for a snapshot. */
import type { SnapshotFrom } from 'xstate';
import type { GoodsOrder } from '@/domain/order';
import type { orderListMachine } from './order-list.machine';

export interface OrderListView {
  status: 'loggedOut' | 'loading' | 'loaded' | 'empty' | 'failed';
  orders: GoodsOrder[];
  error: string | null;
}

export function toOrderListView(snapshot: SnapshotFrom<typeof orderListMachine>): OrderListView {
  return {
    status: snapshot.value as OrderListView['status'],
    orders: snapshot.matches('loaded') ? snapshot.context.orders : [],
    error: snapshot.matches('failed') ? snapshot.context.error : null,
  };
}
