/** What an audit action reads as in the member's recent activity. */
const ACTION_LABELS: Record<string, string> = {
  'import.uploaded': 'Imported a file',
  'import.unimported': 'Un-imported a file',
  'match.created': 'Matched',
  'match.undone': 'Undid a match',
  'suggestion.rejected': 'Rejected a suggestion',
  'report.exported': 'Exported a report',
  created: 'Created',
  updated: 'Updated',
  deleted: 'Deleted',
};

/** Entity types are '<area>.<kind>' ('bankRec.client', 'ewa.ledgerEntry'): the kind names it. */
const ENTITY_LABELS: Record<string, string> = {
  client: 'a customer or employer',
  ledgerEntry: 'a ledger entry',
  transfer: 'a transfer',
  partner: 'a partner',
  settlementProfile: 'a settlement profile',
};

export function activityLabel(action: string, entityType: string): string {
  const label = ACTION_LABELS[action];
  if (!label) return action.replaceAll(/[._]/g, ' ');
  if (['created', 'updated', 'deleted'].includes(action))
    return `${label} ${ENTITY_LABELS[entityType.split('.').at(-1) ?? ''] ?? entityType}`;
  return label;
}
