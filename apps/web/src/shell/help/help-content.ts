import type { Area } from '@clearline/domain';

/** What each product area is for, in the help drawer. */
export const AREA_HELP: Record<Area, { title: string; text: string }> = {
  member: {
    title: 'Your workspace',
    text: 'The reconciliation overview, your profile, your organisations and this help.',
  },
  management: {
    title: 'Management',
    text: 'Dashboards across bank reconciliation and employer funds: what is matched, what is open, where work is waiting.',
  },
  bankRec: {
    title: 'Bank reconciliation',
    text: 'Customers and their ledgers matched to the bank: transfers between customers, tax liabilities, file imports, re-matching and reports.',
  },
  ewa: {
    title: 'Employer funds',
    text: 'Earned wage access ledgers: employers and their partners, sub-ledgers, transfers, imports and re-matching.',
  },
  admin: {
    title: 'Administration',
    text: 'Organisations, users and their roles, bank agents.',
  },
};

/** How the shell works, one short paragraph each. */
export const SHELL_TIPS: { title: string; text: string }[] = [
  {
    title: 'Navigation',
    text: 'The menu on the side lists the pages your roles open. Fold it to icons with the button at its top; it opens again while the pointer or keyboard focus is on it.',
  },
  {
    title: 'Shortcuts',
    text: 'Use the star in the toolbar to search the pages and pin the ones you use most. Shortcuts are kept with your profile.',
  },
  {
    title: 'Quick panel',
    text: "The tasks button opens the quick panel: your area's common tasks, or today's events and notes.",
  },
  {
    title: 'Organisations',
    text: 'Switch organisation from the toolbar or your account menu. A switch waits until running file imports have finished.',
  },
  {
    title: 'Layout and themes',
    text: 'The Settings tab on the right edge changes the layout, the bars and the colours. Your choices follow you to any browser.',
  },
];

/** Shown to members whose roles open neither bank reconciliation nor employer funds (spec §4 landing). */
export const CLIENT_FUNDS_HELP =
  'Your roles in this organisation do not open bank reconciliation or employer funds yet. Ask your administrator to give you the role your work needs; the pages appear here as soon as it is added.';
