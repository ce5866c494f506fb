import { type ComponentProps, forwardRef, useRef } from 'react';
import { useFocusableWhenScrolling } from '../../hooks/useFocusableWhenScrolling';

/**
 * Rspress v2's MDX `table` (2.0.22), same markup and classes: a scroll container around the table. A
 * table wider than the column scrolls inside that box; ours makes the box keyboard focusable while it
 * scrolls (axe `scrollable-region-focusable`), which upstream's does not.
 */
export const Table = forwardRef<HTMLTableElement, ComponentProps<'table'>>(function Table(props, ref) {
  const box = useRef<HTMLDivElement>(null);
  useFocusableWhenScrolling(box);
  return (
    <div ref={box} className="rp-table-scroll-container rp-scrollbar">
      <table ref={ref} {...props} />
    </div>
  );
});
