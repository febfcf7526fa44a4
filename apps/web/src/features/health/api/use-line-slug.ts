import type { ProductLineSlug } from '@clearline/contracts';
import { useLocation } from 'react-router';
import { lineSlugOfPath } from '../model/monitoring';

/** The product line of the page being shown, from its path (the route table lists each line's pages). */
export function useLineSlug(): ProductLineSlug {
  const slug = lineSlugOfPath(useLocation().pathname);
  if (!slug) throw new Error('a product-line page outside /apps/<line>/');
  return slug;
}
