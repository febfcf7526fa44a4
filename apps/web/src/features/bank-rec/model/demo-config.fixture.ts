/** The demo organisation's configuration, as the three configuration calls answer it (unit tests only). */
export const DEMO_LEDGER_CONFIG = {
  data: {
    configDetails: [
      {
        bankAccounts: [
          { name: 'Federal Tax', accountId: '4410029399' },
          { name: 'Local Tax', accountId: '4410029399' },
        ],
        ledgers: [{ ledgerId: 'TAX' }],
      },
      {
        bankAccounts: [
          { name: 'Net Pay', accountId: '4410029402' },
          { name: 'Client Funding', accountId: '4410029402' },
        ],
        ledgers: [{ ledgerId: 'NETPAY' }],
      },
    ],
    bankAccounts: [
      { name: 'Payroll Clearing', accountId: '4410029402' },
      { name: 'Tax Impound', accountId: '4410029399' },
    ],
    ledgers: [
      { ledgerId: 'TAX', name: 'Tax Liabilities' },
      { ledgerId: 'NETPAY', name: 'Net Pay and Funding' },
    ],
  },
};
export const DEMO_PARSE_CODES = {
  data: [
    {
      accounts: [
        { accountName: 'Federal Tax', ledger: 'Tax' },
        { accountName: 'Local Tax', ledger: 'Tax' },
        { accountName: 'Net Pay', ledger: 'Net Pay' },
        { accountName: 'Client Funding', ledger: 'Net Pay' },
      ],
      transactionCodes: [
        { transCode: '206', transDesc: 'Book Transfer Credit' },
        { transCode: '455', transDesc: 'Preauthorized ACH Debit' },
        { transCode: '506', transDesc: 'Book Transfer Debit' },
      ],
    },
  ],
};
export const DEMO_TENANT = [
  {
    service: 'Bank Rec',
    recType: ['Aged Uncleared', 'Negative Liabilities', 'Timing Difference', 'Bank Fee'],
    timeZone: 'America/New_York',
  },
];
