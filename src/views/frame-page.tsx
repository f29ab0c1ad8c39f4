/** A page frame holding only a title and a message: the pages whose content comes in later issues. */
import type { ReactNode } from 'react';
import { MessagePanel } from './message-panel';
import { type Crumb, PageFrame } from './page-frame';

export function FramePage({
  title,
  breadcrumb,
  message,
  tone,
}: {
  title: string;
  breadcrumb?: Crumb[];
  message: ReactNode;
  tone?: 'info' | 'error';
}) {
  return (
    <PageFrame breadcrumb={breadcrumb} title={title}>
      <MessagePanel title={title} tone={tone}>
        {message}
      </MessagePanel>
    </PageFrame>
  );
}
