/**
 * 查看资质's notices under the supplier card and its dialogs, subscribed to the qualification child
 * (spawned by the detail page once the flow's code has loaded). The button itself is the card's:
 * it goes to the page, which checks the login before handing it over.
 */
import { useSelector } from '@xstate/react';
import type { QualificationRef } from '@/machines/detail-page.machine';
import { toQualificationView } from '@/machines/qualification.view';
import { lazyDialog } from './lazy-part';
import { QualificationNotice } from './qualification-notice';

// Headless UI comes with the dialogs, when one first opens.
const QualificationDialogs = lazyDialog(
  'qualificationDialogs',
  () => import('./qualification-dialogs'),
  (m) => m.QualificationDialogs,
);

export function QualificationPart({ actor }: { actor: QualificationRef }) {
  const qualification = useSelector(actor, toQualificationView);
  return (
    <>
      <QualificationNotice view={qualification} send={actor.send} />
      <QualificationDialogs
        open={
          qualification.confirm.open || qualification.payment !== null || qualification.qualification.open
        }
        view={qualification}
        send={actor.send}
      />
    </>
  );
}
