/** Employer funds: what a line counts as and an employer's funds coverage as of a date. */

export type { CategorisedLine, FundsCategory } from './category';
export { FUNDS_CATEGORIES, FUNDS_CATEGORY_WORDS, fundsCategoryOf } from './category';
export type { FundsCoverage, FundsLine } from './coverage';
export { fundsCoverage } from './coverage';
