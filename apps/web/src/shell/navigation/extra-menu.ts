import type { MenuItem } from '@clearline/contracts';
import { createContext } from 'react';

/**
 * Menu entries the product itself adds after the organisation's menus (issue 20: the Template and
 * Documentation headings). app/ provides them; they pass the same permission filter as the rest.
 */
export const ExtraMenuContext = createContext<readonly MenuItem[]>([]);
