/**
 * 查看资质's chart with its real services (spec §4, §7), loaded by the detail route when a buyer
 * first asks for it: neither the chart nor its payment code is in the detail page's first load.
 */
import { fromPromise } from 'xstate';
import { qualificationMachine } from '@/machines/qualification.machine';
import { fetchPaymentStatus } from '@/services/payment-api';
import { startQualificationPayment, watchPaymentResult } from '@/services/qualification-payment';
import { fetchQualification } from '@/services/supplier-api';

export const liveQualificationMachine = qualificationMachine.provide({
  actors: {
    loadQualification: fromPromise(({ input, signal }) => fetchQualification(input.supplierId, signal)),
    // Synchronous up to its first await: the payment tab opens in the 确定 click.
    startPayment: fromPromise(({ input, signal }) => startQualificationPayment(input.supplierId, signal)),
    watchPayment: fromPromise(({ input, signal }) => watchPaymentResult(input.orderNo, signal)),
    checkPayment: fromPromise(({ input, signal }) => fetchPaymentStatus(input.orderNo, signal)),
  },
});
