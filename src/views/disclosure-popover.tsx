/**
 * A button that shows a panel below it (the disclosure pattern): aria-expanded on the button, the
 * panel named by it; Esc closes and gives the focus back to the button; a press outside or the
 * focus leaving closes it too. Written here rather than Headless UI's Popover, which brings
 * floating-ui and react-aria into the detail page's first load (issue #7's budget). The panel is
 * placed at the button's end edge by CSS (panelClassName: under it unless told otherwise) and
 * scrolls itself when long.
 */
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';

export function DisclosurePopover({
  button,
  children,
  className,
  buttonClassName,
  panelClassName,
}: {
  button: ReactNode;
  children: ReactNode;
  className?: string;
  /** styles the open state through the button's data-open attribute */
  buttonClassName?: string;
  panelClassName?: string;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // Presses outside close the panel; listening only while open costs nothing when closed.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Esc and focus-out are caught for the button and panel inside
    <div
      ref={root}
      className={`relative ${className ?? ''}`}
      data-open={open ? '' : undefined}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        setOpen(false);
        buttonRef.current?.focus();
      }}
      onBlur={(event) => {
        if (open && !root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        data-open={open ? '' : undefined}
        className={buttonClassName}
        onClick={() => setOpen((was) => !was)}
      >
        {button}
      </button>
      {open && (
        <div id={id} className={`absolute right-0 ${panelClassName ?? 'top-full mt-1.5'}`}>
          {children}
        </div>
      )}
    </div>
  );
}
