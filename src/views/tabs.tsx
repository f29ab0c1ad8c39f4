/**
 * Tabs after the WAI-ARIA tabs pattern (role tablist/tab/tabpanel, one tab in the tab order,
 * ←/→/Home/End move and select, the panel is named by its tab). Written here rather than taken
 * from Headless UI because Headless UI's Tab brings react-aria with it, which the detail page's
 * first-load budget (issue #7) cannot carry; which tab is shown is presentation state only.
 */
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';

export interface TabItem {
  name: string;
  panel: ReactNode;
  panelClassName?: string;
}

const NEXT: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

export function Tabs({
  tabs,
  className,
  listClassName,
  tabClassName,
}: {
  tabs: TabItem[];
  className?: string;
  listClassName?: string;
  /** styles the selected tab through its data-selected attribute */
  tabClassName?: string;
}) {
  const [selected, setSelected] = useState(0);
  const id = useId();
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const onKeyDown = (event: KeyboardEvent) => {
    const move = NEXT[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(selected, tabs.length);
    setSelected(next);
    buttons.current[next]?.focus();
  };
  const shown = tabs[selected];
  return (
    <div className={className}>
      <div role="tablist" className={listClassName} onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <button
            key={tab.name}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            aria-selected={index === selected}
            aria-controls={`${id}-panel`}
            tabIndex={index === selected ? 0 : -1}
            data-selected={index === selected ? '' : undefined}
            className={tabClassName}
            onClick={() => setSelected(index)}
          >
            {tab.name}
          </button>
        ))}
      </div>
      {shown && (
        <div
          role="tabpanel"
          id={`${id}-panel`}
          aria-labelledby={`${id}-tab-${selected}`}
          className={shown.panelClassName}
        >
          {shown.panel}
        </div>
      )}
    </div>
  );
}
