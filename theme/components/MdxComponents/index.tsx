import { getCustomMDXComponent as getOriginalMDXComponents } from '@rspress/core/theme-original';
import { withHiddenAnchorsUnfocusable } from './HeadingAnchor';
import { withStaticCode } from './StaticCodePre';
import { Table } from './Table';
import { withLabelledTasks } from './TaskListItem';

type MdxComponents = ReturnType<typeof getOriginalMDXComponents>;

let components: MdxComponents | undefined;

/**
 * Rspress's MDX components with ours for `table`, `a`, `li` and `pre` (see their files); DocContent and
 * FallbackHeading read this export from `@rspress/core/theme`. Made once: the wrappers keep their
 * identity across renders.
 */
export function getCustomMDXComponent(): MdxComponents {
  if (!components) {
    const original = getOriginalMDXComponents();
    components = {
      ...original,
      table: Table,
      a: withHiddenAnchorsUnfocusable(original.a),
      li: withLabelledTasks(original.li),
      pre: withStaticCode(original.pre),
    };
  }
  return components;
}
