/**
 * An error boundary around one region of a page (the gallery, the goods information, the supplier
 * card, the recommended goods, …): when a region fails to render (its lazily loaded code did not
 * arrive, or a bug throws), it alone gives way to a short note with 重试, and the rest of the
 * page stays as it was, with everything the buyer chose (that lives in the machines, not here).
 *
 * 重试 renders the region again: a lazy part whose code failed asks for it anew (lazy-part.tsx).
 * Whether a region failed is React's knowledge, not a statechart's: no machine sees a render
 * throw, so this is the one piece of view state that is not read from a snapshot.
 */
import { Component, type ReactNode } from 'react';
import { appText, fill } from '@/copy/copy';
import { RetryNotice } from './retry-notice';

interface Props {
  /** the region's Chinese name, for 「{name}暂时无法显示」 */
  name: string;
  /** what the region shows (the goods id): another one is a fresh start */
  resetKey?: unknown;
  /** where the note goes: in the region's place by default; a dialog's floats over the page */
  className?: string;
  /** a dialog's region can be given up (×): the dialog is closed, and tried afresh when reopened */
  onDismiss?: () => void;
  children: ReactNode;
}

interface State {
  failed: boolean;
  resetKey: unknown;
}

export class RegionBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  private dismiss = () => {
    this.props.onDismiss?.();
    this.setState({ failed: false });
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className={this.props.className ?? 'my-2'}>
        <RetryNotice
          title={fill(appText.regionFailed, { name: this.props.name })}
          message={appText.regionFailedHint}
          onRetry={() => this.setState({ failed: false })}
          onDismiss={this.props.onDismiss && this.dismiss}
        />
      </div>
    );
  }
}
