import type { SidebarData } from '@rspress/core';
import { useSidebarDynamic } from '@rspress/core/runtime';
import type { Dispatch, SetStateAction } from 'react';
import { SidebarEntry } from './SidebarGroup';

/** Replaces Rspress v2's SidebarList (2.0.22): same entries, our accessible groups (SidebarGroup). */
export function SidebarList({
  sidebarData,
  setSidebarData,
}: {
  sidebarData: SidebarData;
  setSidebarData: Dispatch<SetStateAction<SidebarData>>;
}) {
  return (
    <>
      {sidebarData.map((entry, index) => (
        <SidebarEntry key={index} entry={entry} path={[index]} setSidebarData={setSidebarData} inGroup={false} />
      ))}
    </>
  );
}

/** Replaces Rspress v2's Sidebar (2.0.22); the group of the current page is opened by `useSidebarDynamic`. */
export function Sidebar() {
  const [sidebarData, setSidebarData] = useSidebarDynamic();
  return <SidebarList sidebarData={sidebarData} setSidebarData={setSidebarData} />;
}
