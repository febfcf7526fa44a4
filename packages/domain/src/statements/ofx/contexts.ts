/** What the OFX parser collects while inside an aggregate, until its end tag completes it. */

export interface Leaf {
  value: string;
  line: number;
}

export interface StatementContext {
  currency: string;
  accountId: string;
  bankId: string;
  branchId: string;
  accountType: string;
  dtEnd: string;
  warnedNoAccount: boolean;
}

export interface TransactionContext {
  line: number;
  fields: Map<string, Leaf>;
  currency: string;
  origCurrency: string;
  rate: string;
  payee: string;
}

export interface BalanceContext {
  code: 'LEDGERBAL' | 'AVAILBAL';
  line: number;
  amount: Leaf | undefined;
  date: Leaf | undefined;
}

export interface StatusContext {
  parent: string | undefined;
  line: number;
  code: string;
  severity: Leaf | undefined;
  message: string;
}
