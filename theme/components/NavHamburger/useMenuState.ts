import { useDisclosure } from '../../hooks/useDisclosure';
import { shouldCloseMenuAt } from '../../logic/breakpoints';

/**
 * Open state of the mobile menu: closes on route change (`routeKey`), when the window becomes at
 * least 768 px wide (SPEC §4; upstream compares `outerWidth`, which ignores viewport changes), and on
 * Escape, returning focus to the button that opened it.
 */
export function useMenuState(routeKey: string) {
  return useDisclosure(routeKey, { closeAtWidth: shouldCloseMenuAt });
}
