/**
 * /flows' entry for qualification (src/machines/qualification.machine.ts): its Chinese name and summary, its
 * live demo copy and the answers its waiting calls can be given, its sample events, its real view.
 * What an entry holds is `Flow` in ../flow.ts; ../registry.tsx lists the entries.
 */
import { labels, qualificationFields } from '@/copy/copy';
import { flowsText } from '@/copy/flows-text';
import { laterText } from '@/copy/later-text';
import { type QualificationField, qualificationMachine } from '@/machines/qualification.machine';
import { toQualificationView } from '@/machines/qualification.view';
import { ApiError } from '@/services/api-error';
import { QualificationDialogs } from '@/views/qualification-dialogs';
import { QualificationNotice } from '@/views/qualification-notice';
import { DEMO_UID, demoQualification, networkError, serverError, succeeded } from '../demo-answers';
import { demoSupplier } from '../demo-data';
import { defineFlow } from '../flow';

/** A payment order for the demo qualification: its tab opened, or blocked. */
const demoPayment = (opened: boolean) => ({
  orderNo: 'QP1763712000000123456',
  payUrl: '/pay?order_no=QP1763712000000123456&money=100&body=demo',
  opened,
});

export const qualificationFlow = defineFlow({
  id: 'qualification',
  name: '查看资质',
  summary:
    '已登录的买家点“查看资质”：先查是否已付过款；未付款时确认支付100元，支付页在新标签页打开，等待支付结果（支付页通知或定时查询），然后显示资质，每一项“点击查看”后才显示。',
  machine: qualificationMachine,
  demo: (_env, calls) => ({
    logic: qualificationMachine.provide({
      actors: {
        loadQualification: calls.waiting(),
        startPayment: calls.waiting(),
        watchPayment: calls.waiting(),
        checkPayment: calls.waiting(),
      },
      // 30 seconds of waiting instead of 2 minutes, so that 未确认支付 can be seen on /flows.
      delays: { paymentWindow: 30_000 },
    }),
    input: { supplierId: demoSupplier.ID },
  }),
  outcomes: {
    loadQualification: [
      succeeded(demoQualification, flowsText.demoPaidBefore),
      {
        label: flowsText.demoUnpaid,
        ok: false,
        error: new ApiError('rejected', '查看供应商资质需先支付100元', 200, 0),
      },
      serverError,
    ],
    startPayment: [
      succeeded(demoPayment(true), flowsText.demoPayTabOpened),
      succeeded(demoPayment(false), flowsText.demoPayTabBlocked),
      serverError,
    ],
    watchPayment: [
      succeeded('paid', flowsText.demoPaid),
      succeeded('cancelled', flowsText.demoPayCancelled),
      {
        label: flowsText.demoWatchUnsupported,
        ok: false,
        error: new Error(laterText.paymentWatchUnsupported),
      },
    ],
    checkPayment: [
      succeeded('pending', flowsText.demoPending),
      succeeded('paid', flowsText.demoPaid),
      succeeded('cancelled', flowsText.demoPayCancelled),
      networkError,
    ],
  },
  samples: () => [
    { event: { type: 'user.viewQualification' as const, uid: DEMO_UID }, note: flowsText.demoLoggedIn },
    ...(Object.keys(qualificationFields) as QualificationField[]).map((field) => ({
      event: { type: 'user.revealField' as const, field },
      note: qualificationFields[field],
    })),
  ],
  View: ({ snapshot, send }) => {
    const view = toQualificationView(snapshot);
    return (
      <div className="space-y-3">
        <button
          type="button"
          onClick={() => send({ type: 'user.viewQualification', uid: DEMO_UID })}
          className="rounded border border-neutral-300 px-3 py-1.5 text-neutral-700 hover:border-brand-500 hover:text-brand-600"
        >
          {labels.qualification}
        </button>
        <QualificationNotice view={view} send={send} />
        <QualificationDialogs view={view} send={send} modal={false} />
      </div>
    );
  },
});
