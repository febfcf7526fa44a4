/** Account balances (issue 19, /app/agentPanel/importBalances), as a lazy loader for app/. */
export const balancesPages = {
  importBalances: () => import('./routes/BalancesPage'),
};
