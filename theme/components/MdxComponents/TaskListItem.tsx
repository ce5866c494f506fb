import type { ComponentProps, ComponentType } from 'react';

/**
 * The `li` of the MDX components. A GitHub task list item (`- [ ] text`) holds a checkbox with no label
 * (axe `label`, critical); ours wraps the item's content in a `<label>`, so the checkbox is named by its
 * text. Other list items are the original.
 */
export function withLabelledTasks(Li: ComponentType<ComponentProps<'li'>>) {
  return function MdxListItem({ children, ...props }: ComponentProps<'li'>) {
    if (!props.className?.split(' ').includes('task-list-item')) return <Li {...props}>{children}</Li>;
    return (
      <Li {...props}>
        {/* biome-ignore lint/a11y/noLabelWithoutControl: the item's children hold the checkbox (GFM's <input>) */}
        <label>{children}</label>
      </Li>
    );
  };
}
