/** A qualification payment order's status (our payment sandbox: spec §4 查看资质). */
import * as v from 'valibot';

export const PaymentStatus = v.picklist(['pending', 'paid', 'cancelled']);

export type PaymentStatus = v.InferOutput<typeof PaymentStatus>;
