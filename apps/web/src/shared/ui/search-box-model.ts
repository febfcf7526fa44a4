/**
 * Rules of the type-ahead search boxes (spec §2 "Search boxes", §4 "Search box list") that are not the
 * domain's (isActionableSearch and cutAtFirstHyphen live in @clearline/domain).
 */

/** The first row of the list, when the box can create what it searches. */
export const ADD_NEW_LABEL = 'Add New';

/**
 * The label: 'Search Customer' while the box is empty, 'Customer' once something is typed or chosen.
 * A box that keeps its search label (the partner box, spec §2) reads 'Search Partner' throughout.
 * The asterisk of a required box is drawn by the input label (MUI), unless a style hides it.
 */
export function searchBoxLabel(entity: string, hasText: boolean, keepSearchLabel = false): string {
  return hasText && !keepSearchLabel ? entity : `Search ${entity}`;
}

/**
 * Spec §4: on the first load of a box that auto-fills (the employer box), a search that returns exactly
 * one entry fills it and reports it to the parent; any other answer reports empty values (null).
 */
export function firstLoadChoice<T>(results: readonly T[]): T | null {
  return results.length === 1 ? (results[0] as T) : null;
}

/** 'ID - Name' as suggestions read (the Add New pre-fill cuts it at the first hyphen). */
export function idNameLabel(id: string, name: string): string {
  const cleanName = name.trim();
  return cleanName === '' ? id : `${id} - ${cleanName}`;
}
