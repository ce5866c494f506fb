/**
 * The building blocks of live Module Federation examples (see "Adding a live example" in README.md).
 * None of them imports `@module-federation/runtime` at load time: the examples in `demos/consumer/`
 * import it inside the step a button runs.
 */
export { LiveExample, type LiveExampleProps, type LiveStep, type LiveStepContext } from './LiveExample';
export { logHooks } from './logHooks';
export { type RequestWatch, watchRequests } from './watchRequests';
