/**
 * The demo data and answers several /flows entries share: the server's failures as the services
 * throw them, the demo goods' colours and main media, the demo buyer's uid, a qualification like
 * the seed's. An answer one entry alone gives stays in that entry's file under machines/.
 */
import { flowsText } from '@/copy/flows-text';
import { orderColours } from '@/rules/colour-order';
import { ApiError, defaultMessage } from '@/services/api-error';
import { demoGoods } from './demo-data';
import type { DemoOutcome } from './flow';

const httpError = (status: number) => new ApiError('http', defaultMessage('http', status), status);
export const succeeded = (output: unknown, label: string = flowsText.demoSucceeded): DemoOutcome => ({
  label,
  ok: true,
  output,
});
export const notFound: DemoOutcome = { label: flowsText.demoNotFound, ok: false, error: httpError(404) };
export const serverError: DemoOutcome = {
  label: flowsText.demoServerError,
  ok: false,
  error: httpError(500),
};

export const networkError: DemoOutcome = {
  label: flowsText.demoNetworkError,
  ok: false,
  error: new ApiError('network', defaultMessage('network')),
};

/** The demo goods' colours in spec §4 order, and its main media (a video). */
export const demoColours = orderColours(demoGoods.specs);
export const demoMain = demoGoods.pics[0];

/** The demo buyer's uid (the seeded buyer, README). */
export const DEMO_UID = 1;

/** A qualification like the seed's for the demo supplier 101. */
export const demoQualification = {
  business_company_name: '扬州市宝贝乐毛绒玩具厂',
  business_chairman: '王建国',
  business_code: '91321003MA1W000101',
  business_address: '扬州市邗江区公道镇工业集中区宝贝乐路8号',
  business_date: '2015-03-12',
  business_foundation: '500万元人民币',
  business_expired: '2015-03-12 至 长期',
  business_scope: '生产、加工、销售：毛绒玩具、布绒玩具、工艺礼品、抱枕靠垫、箱包挂件。',
};

/** A sample event per colour (or thumbnail), named by it. */
export const colourSamples = <TType extends string>(type: TType, names: readonly string[]) =>
  names.map((name, index) => ({ event: { type, index }, note: name }));

/**
 * The session's changes a chart that follows the buyer hears, as sample events: a visitor logs
 * in; a buyer is replaced by another or logs out.
 */
export const sessionSamples = (uid: number) =>
  uid === 0
    ? [{ event: { type: 'session.changed' as const, uid: DEMO_UID }, note: '买家 1 登录' }]
    : [
        { event: { type: 'session.changed' as const, uid: 2 }, note: '换成买家 2' },
        { event: { type: 'session.changed' as const, uid: 0 }, note: '退出登录' },
      ];
