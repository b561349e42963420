/**
 * A readable test name for a path of a test model: its events, each with a short label, then the
 * state it reaches. Outputs and errors are named by the caller, not printed whole.
 */
export function pathName(
  path: { steps: readonly { event: unknown }[]; state: { value: unknown } },
  label: (event: { type: string } & Record<string, unknown>) => string | undefined = () => undefined,
): string {
  const steps = path.steps.slice(1).map(({ event }) => {
    const typed = event as { type: string } & Record<string, unknown>;
    const error = typed.error as { status?: number } | undefined;
    const detail = label(typed) ?? (error?.status !== undefined ? String(error.status) : undefined);
    return detail ? `${typed.type}(${detail})` : typed.type;
  });
  return `${['start', ...steps].join(' → ')} ⇒ ${JSON.stringify(path.state.value)}`;
}
