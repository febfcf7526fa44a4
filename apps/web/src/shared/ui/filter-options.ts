/** One choice of a FilterSelect. */
export interface FilterOption {
  value: string;
  label: string;
  /** When two options could share a value (descriptions), what tells them apart. */
  key?: string;
}

/** Options written as [value, label] pairs, in the order the menu shows them. */
export const filterOptions = (...pairs: [value: string, label: string][]): FilterOption[] =>
  pairs.map(([value, label]) => ({ value, label }));
