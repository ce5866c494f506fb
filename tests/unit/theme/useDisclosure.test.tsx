// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useDisclosure } from '../../../theme/hooks/useDisclosure';

afterEach(cleanup);

/** A drop-down of the bar: hover opens it, as NavMenuPopup does; the page has a field outside it. */
function DropDown() {
  const root = useRef<HTMLLIElement>(null);
  const { open, setOpen, toggle, button } = useDisclosure('/', { container: root });
  return (
    <>
      <input aria-label="Elsewhere" />
      <ul>
        <li ref={root} onMouseEnter={() => setOpen(true)}>
          <button ref={button} type="button" aria-expanded={open} onClick={toggle}>
            Guide
          </button>
          {open && <a href="/guide/">Start</a>}
        </li>
      </ul>
      <a href="/after">After</a>
    </>
  );
}

describe('given a drop-down the visitor is in', () => {
  it('should close when focus leaves it by Tab', async () => {
    const user = userEvent.setup();
    render(<DropDown />);
    const guide = screen.getByRole('button', { name: 'Guide' });
    guide.focus();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Start' }));
    await user.tab();
    expect(guide.getAttribute('aria-expanded')).toBe('false');
  });

  it('should close on Escape and return focus to its button when focus was inside it', async () => {
    const user = userEvent.setup();
    render(<DropDown />);
    const guide = screen.getByRole('button', { name: 'Guide' });
    guide.focus();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Start' }));
    await user.keyboard('{Escape}');
    expect(guide.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(guide);
  });

  it('should close on Escape and leave focus where it was when it opened by hover', async () => {
    const user = userEvent.setup();
    render(<DropDown />);
    const field = screen.getByRole('textbox', { name: 'Elsewhere' });
    await user.click(field);
    await user.hover(screen.getByRole('button', { name: 'Guide' }));
    expect(screen.getByRole('button', { name: 'Guide' }).getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Guide' }).getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(field);
  });
});
