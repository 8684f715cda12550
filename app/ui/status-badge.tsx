/** A state shown as a badge (decision 0076): its name in words, its state for the colour (`data-state`). */
export function StatusBadge({ state, label }: { state: string; label: string }) {
  return (
    <span className="bo-badge" data-state={state}>
      {label}
    </span>
  );
}
