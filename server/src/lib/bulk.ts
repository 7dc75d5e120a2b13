// What a feature's bulk writer (an import's entry point on the feature's face) did with each item it was
// given, by the item's index: written (with the id undo needs), there already (nothing to do), or skipped
// because it breaks one of the feature's rules (the reason is reported to the user, the item never written).
export interface BulkOutcome<Id = string> {
  written: { index: number; id: Id }[];
  already: number[];
  skipped: { index: number; reason: string }[];
}

export const emptyOutcome = <Id = string>(): BulkOutcome<Id> => ({ written: [], already: [], skipped: [] });
