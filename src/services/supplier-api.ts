/** Spec §7 calls about the supplier: its card, and its paid qualification. */

import { clients, post } from './http';
import { QualificationResponse, SupplierInfoResponse } from './schemas';

/** POST {newApi}/api/rbh/supply/info {sid} */
export async function fetchSupplier(supplierId: number, signal?: AbortSignal) {
  return (
    await post(clients.newApi, '/api/rbh/supply/info', { sid: supplierId }, SupplierInfoResponse, signal)
  ).data;
}

/** POST {apiHost}/api/mini/supply/info {sid}: code 1 and data.extend only after a paid payment. */
export async function fetchQualification(supplierId: number, signal?: AbortSignal) {
  return (
    await post(clients.apiHost, '/api/mini/supply/info', { sid: supplierId }, QualificationResponse, signal)
  ).data.extend;
}
