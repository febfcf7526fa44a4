import { type ComponentType, createContext, useContext } from 'react';

/** A party (customer, partner or employer) as a picker holds it: its id and name. */
export interface PartyPick {
  id: string;
  name: string;
}

export interface PartyPickerProps {
  value: PartyPick | null;
  onChange: (value: PartyPick | null) => void;
  required?: boolean;
  error?: boolean;
  helperText?: string;
}

export type PartyPicker = ComponentType<PartyPickerProps>;

/**
 * The records feature's type-aheads (partner, employer), lent to the pages of other features (the
 * employer-funds uploader and reconciliation pages) by app/, which composes the features. A page
 * whose picker is not provided falls back to typing the id.
 */
export interface PartyPickers {
  /** Bank reconciliation's customer box (the report parameters). */
  customer?: PartyPicker;
  partner?: PartyPicker;
  employer?: PartyPicker;
}

export const PartyPickersContext = createContext<PartyPickers>({});

export const usePartyPickers = (): PartyPickers => useContext(PartyPickersContext);
