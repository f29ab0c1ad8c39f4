/**
 * qualification's view-model: the pure selectors from the machine's snapshot to what its view shows
 * (the chart is qualification.machine.ts beside it). Nothing here changes state.
 */
import { qualificationFields } from '@/copy/copy';
import type {
  QualificationContext,
  QualificationField,
  QualificationSnapshot,
} from './qualification.machine';
import { FIELDS } from './qualification.machine';

/** One row of the qualification dialog: its Chinese name, and its value once revealed (else null). */
export interface QualificationRow {
  field: QualificationField;
  label: string;
  value: string | null;
}

/** Which step of the payment the waiting dialog shows. */
export type PaymentStage =
  | 'blocked'
  | 'waiting'
  | 'polling'
  | 'checkFailed'
  | 'unconfirmed'
  | 'stillPending'
  | 'recheckFailed'
  | 'rechecking';

export interface QualificationViewData {
  /** the first answer is awaited (查看资质 clicked) */
  checking: boolean;
  /** the 100 yuan confirmation: open, and busy while the order is being created */
  confirm: { open: boolean; starting: boolean };
  /** the payment under way: its stage and the payment page's URL */
  payment: { stage: PaymentStage; payUrl: string; error: string | null } | null;
  /** the qualification dialog: open while fetched or shown; rows empty while fetching */
  qualification: { open: boolean; loading: boolean; rows: QualificationRow[]; allRevealed: boolean };
  notice: { kind: 'cancelled' } | { kind: 'failed'; message: string | null } | null;
}

const paymentStages: Array<[PaymentStage, object]> = [
  ['blocked', { paying: 'blocked' }],
  ['waiting', { paying: { awaiting: 'waiting' } }],
  ['polling', { paying: { awaiting: 'polling' } }],
  ['checkFailed', { paying: { awaiting: 'checkFailed' } }],
  ['unconfirmed', { paying: { unconfirmed: 'quiet' } }],
  ['stillPending', { paying: { unconfirmed: 'stillPending' } }],
  ['recheckFailed', { paying: { unconfirmed: 'checkFailed' } }],
  ['rechecking', { paying: { unconfirmed: 'rechecking' } }],
];

function rowsOf({ qualification, revealed }: QualificationContext): QualificationRow[] {
  if (!qualification) return [];
  return FIELDS.map((field) => ({
    field,
    label: qualificationFields[field],
    // Spec §2: every value is hidden behind 点击查看 until the buyer views it.
    value: revealed.includes(field) ? qualification[field] : null,
  }));
}

/** What the confirm, waiting and qualification dialogs show, derived from the snapshot only. */
export function toQualificationView(snapshot: QualificationSnapshot): QualificationViewData {
  const { context } = snapshot;
  const stage = paymentStages.find(([, value]) => snapshot.matches(value as never))?.[0];
  const shown = snapshot.matches('shown');
  const rows = shown ? rowsOf(context) : [];
  const notice = snapshot.matches({ idle: 'cancelled' })
    ? { kind: 'cancelled' as const }
    : snapshot.matches({ idle: 'failed' })
      ? { kind: 'failed' as const, message: context.error }
      : null;
  return {
    checking: snapshot.matches('checking'),
    confirm: {
      open: snapshot.matches('confirming') || snapshot.matches('startingPayment'),
      starting: snapshot.matches('startingPayment'),
    },
    payment:
      stage && context.order
        ? {
            stage,
            payUrl: context.order.payUrl,
            error: stage === 'checkFailed' || stage === 'recheckFailed' ? context.error : null,
          }
        : null,
    qualification: {
      open: shown || snapshot.matches('fetching'),
      loading: snapshot.matches('fetching'),
      rows,
      allRevealed: rows.every((row) => row.value !== null),
    },
    notice,
  };
}
