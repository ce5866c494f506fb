import type {
  NormalizedSidebarGroup,
  SidebarData,
  SidebarDivider as SidebarDividerType,
  SidebarSectionHeader as SidebarSectionHeaderType,
} from '@rspress/core';
// Not public in @rspress/core 2.0.22 (see theme/OVERRIDES.md): leaf items, dividers and headers
// are upstream's own; the group stylesheet left the bundle with upstream's SidebarGroup.
import { SidebarDivider } from '@rspress/core/dist/theme/components/Sidebar/SidebarDivider.js';
import { SidebarItem, SidebarItemRaw } from '@rspress/core/dist/theme/components/Sidebar/SidebarItem.js';
import { SidebarSectionHeader } from '@rspress/core/dist/theme/components/Sidebar/SidebarSectionHeader.js';
import { useActiveMatcher } from '@rspress/core/runtime';
import { IconArrowRight, renderInlineMarkdown, SvgWrapper, Tag } from '@rspress/core/theme';
import '@rspress/core/dist/theme/components/Sidebar/SidebarGroup.css';
import './index.css';
import { type Dispatch, type SetStateAction, useId } from 'react';
import { useUiText } from '../../i18n';

type SetSidebarData = Dispatch<SetStateAction<SidebarData>>;
type Entry = SidebarData[number];

// Rspress's entry predicates (2.0.22 `Sidebar/utils.js`, not exported), restated.
const isSidebarDivider = (e: Entry): e is SidebarDividerType => 'dividerType' in e;
const isSidebarSectionHeader = (e: Entry): e is SidebarSectionHeaderType => 'sectionHeaderText' in e;
const isSidebarGroup = (e: Entry): boolean => 'items' in e && Array.isArray(e.items);

/** Flips `collapsed` of the group at `path` (indexes from the root), immutably along the path. */
function toggleAt(data: SidebarData, path: readonly number[]): SidebarData {
  const [head, ...rest] = path;
  return data.map((entry, i) => {
    if (i !== head || !isSidebarGroup(entry)) return entry;
    const group = entry as NormalizedSidebarGroup;
    if (rest.length === 0) return { ...group, collapsed: !group.collapsed };
    return { ...group, items: toggleAt(group.items as SidebarData, rest) as NormalizedSidebarGroup['items'] };
  });
}

const indent = (depth: number) => ({ paddingLeft: depth === 0 ? '12px' : `calc(12px * ${depth} + 12px)` });

function Arrow({ collapsed }: { collapsed: boolean }) {
  return (
    <span
      className="mf-sidebar-group__arrow"
      style={{ transform: collapsed ? 'rotate(0deg)' : 'rotate(90deg)' }}
      aria-hidden="true"
    >
      <SvgWrapper icon={IconArrowRight} />
    </span>
  );
}

/** One entry of a sidebar list: group, divider, section header or page. */
export function SidebarEntry({
  entry,
  path,
  setSidebarData,
  inGroup,
}: {
  entry: Entry;
  path: number[];
  setSidebarData: SetSidebarData;
  inGroup: boolean;
}) {
  const depth = path.length - 1;
  if (isSidebarDivider(entry)) return <SidebarDivider depth={depth} dividerType={entry.dividerType} />;
  if (isSidebarSectionHeader(entry))
    return <SidebarSectionHeader icon={entry.icon} sectionHeaderText={entry.sectionHeaderText} tag={entry.tag} />;
  if (isSidebarGroup(entry))
    return (
      <SidebarGroup
        group={entry as NormalizedSidebarGroup}
        path={path}
        setSidebarData={setSidebarData}
        inGroup={inGroup}
      />
    );
  return <SidebarItem item={entry} depth={depth} className={inGroup ? 'rp-sidebar-item--group-item' : undefined} />;
}

/**
 * A sidebar group (Rspress v2 2.0.22 `SidebarGroup`, same classes and grid animation). Upstream's
 * title is a clickable `<div>` with no state for assistive technology; ours is a `<button>` with
 * `aria-expanded`/`aria-controls`, named by its (translated) text. A group with its own page keeps
 * the link and gets a separate, named toggle button. `collapsible` defaults to true.
 */
export function SidebarGroup({
  group,
  path,
  setSidebarData,
  inGroup,
}: {
  group: NormalizedSidebarGroup;
  path: number[];
  setSidebarData: SetSidebarData;
  inGroup: boolean;
}) {
  const activeMatcher = useActiveMatcher();
  const t = useUiText();
  const id = useId();
  const depth = path.length - 1;
  const { collapsed = false, collapsible = true } = group;
  const toggle = () => setSidebarData((data) => toggleAt(data, path));
  const className = `rp-sidebar-group${inGroup ? ' rp-sidebar-item--group-item' : ''}`;
  const title = group.link ? (
    <div className="mf-sidebar-group__linked">
      <SidebarItemRaw
        active={Boolean(activeMatcher(group.link))}
        link={group.link}
        icon={group.icon}
        tag={group.tag}
        text={group.text}
        context={group.context}
        className={className}
        depth={depth}
      />
      {collapsible && (
        <button
          type="button"
          className="mf-reset-button mf-sidebar-group__toggle"
          aria-expanded={!collapsed}
          aria-controls={id}
          aria-label={t('sidebar.toggleGroupAccessibleLabel', { name: group.text })}
          onClick={toggle}
        >
          <Arrow collapsed={collapsed} />
        </button>
      )}
    </div>
  ) : (
    <button
      type="button"
      className={`rp-sidebar-item ${className} mf-sidebar-group__button`}
      style={indent(depth)}
      data-depth={depth}
      aria-expanded={collapsible ? !collapsed : undefined}
      aria-controls={collapsible ? id : undefined}
      onClick={collapsible ? toggle : undefined}
    >
      <span className="rp-sidebar-item__left">
        {group.icon && <SvgWrapper icon={group.icon} className="rp-sidebar-item__icon" />}
        <span className="rp-doc" {...renderInlineMarkdown(group.text)} />
      </span>
      <span className="rp-sidebar-item__right">
        <Tag tag={group.tag} />
        {collapsible && <Arrow collapsed={collapsed} />}
      </span>
    </button>
  );
  return (
    <>
      {title}
      {/* Opening and closing are animated by index.css beside this file (SPEC §4: 0.3 s and 0.5 s). */}
      <div id={id} className={`mf-sidebar-group__panel${collapsed ? '' : ' mf-sidebar-group__panel--open'}`}>
        <div className="mf-sidebar-group__items" inert={collapsed || undefined}>
          {group.items?.map((entry, index) => (
            <SidebarEntry
              key={index}
              entry={entry as Entry}
              path={[...path, index]}
              setSidebarData={setSidebarData}
              inGroup
            />
          ))}
        </div>
      </div>
    </>
  );
}
