// An inline form's closing row: Cancel and the submit button, both disabled while it is sent.
export function FormActions({ submitLabel, busy, onCancel }: { submitLabel: string; busy: boolean; onCancel: () => void }) {
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <button type="button" className="btn-secondary" onClick={onCancel} disabled={busy}>
        Cancel
      </button>
      <button type="submit" className="btn-primary" disabled={busy}>
        {busy ? "Saving..." : submitLabel}
      </button>
    </div>
  );
}
