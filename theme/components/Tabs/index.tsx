// `useStorageValue` through upstream's module, which theme/plugin.ts swaps for ours: one copy in the bundle.
import { type TabsProps, useStorageValue } from '@rspress/core/theme-original';
// Upstream's stylesheet (same classes) leaves the bundle with the component we replace.
import '@rspress/core/dist/theme/components/Tabs/index.css';
import './index.css';
import {
  Children,
  type ForwardedRef,
  forwardRef,
  isValidElement,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
  useId,
  useRef,
  useState,
} from 'react';

interface ChildProps {
  label?: ReactNode;
  value?: string;
  disabled?: boolean;
}
interface Item extends ChildProps {
  content: ReactNode;
}

/** Rspress's storage prefix, kept so choices made before this override still apply. */
const GROUP_PREFIX = 'rspress.tabs.';

function itemsOf(rawChildren: ReactNode, values: TabsProps['values']): Item[] {
  const children = Children.toArray(rawChildren).filter((c): c is ReactElement<ChildProps> => isValidElement(c));
  if (values && values.length > 0) {
    return values.map((v, i) => ({ ...v, content: children.find((c) => c.props.value === v.value) ?? children[i] }));
  }
  return children.map((c, i) => ({
    label: c.props.label ?? i,
    value: c.props.value,
    disabled: c.props.disabled,
    content: c,
  }));
}

/** The next enabled index from `from` in direction `step` (wrapping), for arrow-key moves. */
function nextEnabled(items: Item[], from: number, step: 1 | -1): number {
  for (let n = 1; n <= items.length; n++) {
    const i = (from + step * n + items.length) % items.length;
    if (!items[i]?.disabled) return i;
  }
  return from;
}

/**
 * Replaces Rspress v2's Tabs (2.0.22), same props, classes and storage (`groupId` → `rspress.tabs.<id>`,
 * synced across pages and browser tabs by our `useStorageValue`). Upstream's labels are clickable
 * `<div>`s; ours are an ARIA tablist: `<button role="tab">` with `aria-selected`/`aria-controls`, one
 * tab stop, arrow keys/Home/End to move, panels labelled by their tab. A label sits inside a `<button>`, so it must be phrasing content (`<span>`, not
 * `<div>`): `tests/runners/html.mjs` fails the build's pages otherwise (our PackageManagerTabs passes spans).
 */
export const Tabs = forwardRef(function Tabs(props: TabsProps, ref: ForwardedRef<HTMLDivElement>): ReactElement {
  const {
    values,
    defaultIndex,
    defaultValue,
    onChange,
    children,
    groupId,
    tabPosition = 'left',
    className,
    labelItemClassName,
    contentItemClassName,
    keepDOM = true,
  } = props;
  const items = itemsOf(children, values);
  const byValue = defaultValue === undefined ? -1 : items.findIndex((i) => i.value === defaultValue);
  const initial = byValue === -1 ? (defaultIndex ?? 0) : byValue;
  const [localIndex, setLocalIndex] = useState(initial);
  const [storedIndex, setStoredIndex] = useStorageValue<string>(`${GROUP_PREFIX}${groupId}`, String(initial));
  const id = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const stored = Number(storedIndex);
  const valid = Number.isInteger(stored) && stored >= 0 && stored < items.length;
  const current = groupId ? (valid ? stored : initial) : localIndex;
  const select = (index: number) => {
    if (items[index]?.disabled) return;
    onChange?.(index);
    if (groupId) setStoredIndex(String(index));
    else setLocalIndex(index);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const keys: Record<string, number> = {
      ArrowRight: nextEnabled(items, current, 1),
      ArrowLeft: nextEnabled(items, current, -1),
      Home: nextEnabled(items, -1, 1),
      End: nextEnabled(items, items.length, -1),
    };
    const to = keys[e.key];
    if (to === undefined) return;
    e.preventDefault();
    select(to);
    tabRefs.current[to]?.focus();
  };
  const tabId = (i: number) => `${id}-tab-${i}`;
  const panelId = (i: number) => `${id}-panel-${i}`;
  return (
    <div className={`rp-tabs${className ? ` ${className}` : ''}`} ref={ref}>
      {items.length > 0 && (
        <div
          className="rp-tabs__label rp-tabs__label--no-scrollbar"
          role="tablist"
          style={{ justifyContent: tabPosition === 'center' ? 'center' : 'flex-start' }}
          onKeyDown={onKeyDown}
        >
          {items.map(({ label, value, disabled }, i) => {
            const active = i === current;
            return (
              <button
                key={value ?? i}
                ref={(el) => {
                  tabRefs.current[i] = el;
                }}
                type="button"
                role="tab"
                id={tabId(i)}
                aria-selected={active}
                aria-controls={panelId(i)}
                aria-disabled={disabled || undefined}
                tabIndex={active ? 0 : -1}
                className={`rp-tabs__label__item mf-tabs__tab ${active ? 'rp-tabs__label__item--selected' : 'rp-tabs__label__item--not-selected'}${labelItemClassName ? ` ${labelItemClassName}` : ''}`}
                data-index={i}
                onClick={() => select(i)}
              >
                {label}
              </button>
            );
          })}
        </div>
      )}
      <div className="rp-tabs__content">
        {items.map(({ value, content }, i) => {
          const active = i === current;
          if (!keepDOM && !active) return null;
          return (
            <div
              key={value ?? i}
              role="tabpanel"
              id={panelId(i)}
              aria-labelledby={tabId(i)}
              hidden={!active || undefined}
              className={`rp-tabs__content__item ${active ? 'rp-tabs__content__item--active' : 'rp-tabs__content__item--hidden'}${contentItemClassName ? ` ${contentItemClassName}` : ''}`}
              data-index={i}
            >
              {content}
            </div>
          );
        })}
      </div>
    </div>
  );
});
