/** The sample plans the pricing pages show: prices in integer cents, per month, yearly ones discounted. */
export interface Plan {
  id: string;
  name: string;
  audience: string;
  monthlyCents: number;
  features: readonly string[];
  featured?: boolean;
}

export const PLANS: readonly Plan[] = [
  {
    id: 'starter',
    name: 'Starter',
    audience: 'One bureau, a few bank accounts',
    monthlyCents: 29_00,
    features: ['3 bank accounts', '5 users', 'BAI2 and CSV imports', 'Auto-match'],
  },
  {
    id: 'bureau',
    name: 'Bureau',
    audience: 'A growing payroll bureau',
    monthlyCents: 99_00,
    features: [
      '25 bank accounts',
      '25 users',
      'Every bank file format',
      'Month-end workflow',
      'Reports and exports',
    ],
    featured: true,
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    audience: 'Several organisations, employer funds',
    monthlyCents: 299_00,
    features: [
      'Unlimited accounts',
      'Unlimited users',
      'Employer funds',
      'Single sign-on',
      'PostgreSQL cluster',
    ],
  },
];

/** The rows of the comparison table (style 3): which plan includes what. */
export const COMPARISON: readonly { feature: string; plans: Record<string, string> }[] = [
  { feature: 'Bank accounts', plans: { starter: '3', bureau: '25', enterprise: 'Unlimited' } },
  { feature: 'Users', plans: { starter: '5', bureau: '25', enterprise: 'Unlimited' } },
  { feature: 'Auto-match', plans: { starter: 'Yes', bureau: 'Yes', enterprise: 'Yes' } },
  { feature: 'Month-end workflow', plans: { starter: 'No', bureau: 'Yes', enterprise: 'Yes' } },
  { feature: 'Employer funds', plans: { starter: 'No', bureau: 'No', enterprise: 'Yes' } },
  { feature: 'Single sign-on', plans: { starter: 'No', bureau: 'No', enterprise: 'Yes' } },
];

/** Yearly billing takes two months off: ten months' price for twelve, shown per month. */
export function monthlyPriceCents(plan: Plan, yearly: boolean): number {
  return yearly ? Math.round((plan.monthlyCents * 10) / 12) : plan.monthlyCents;
}

/** '$24.17' from 2417 cents. */
export const dollars = (cents: number): string =>
  `$${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
