/**
 * How long a test may run before it is taken for hung. A test ends the moment its last step does:
 * a ceiling only stops one that hangs, so it is set for the slowest machine the tests run on (a
 * loaded CI machine, where jsdom's steps take ten times as long as on a quiet one), never as a
 * measure of speed.
 */

/** A screen test, or a path with few steps: a dozen steps take 1 s on a quiet machine, past 5 s on a loaded one. */
export const SCREEN_TEST_CEILING_MS = 30_000;

/** Each step of a path through the rendered screen, on a machine several times oversubscribed. */
export const PATH_STEP_CEILING_MS = 3_000;

/** A path test's ceiling: the screen test's, or its steps' when it has more of them. */
export const pathCeiling = (path: { steps: readonly unknown[] }) => Math.max(SCREEN_TEST_CEILING_MS, path.steps.length * PATH_STEP_CEILING_MS);
