/** The full-screen menu's module, loaded on the first opening (a module of its own so tests can stand in for it). */
export const loadNavScreen = () => import('../NavScreen');
