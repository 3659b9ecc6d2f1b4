// Start-up in several tasks instead of one long one: a task that runs longer than 50 ms holds up a phone's first tap
// (Lighthouse counts it as total blocking time; budgets in docs/decisions/0005).

/** Ends the current task: what follows runs in a new one, after the browser had its turn (input, paint). */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve));
}
