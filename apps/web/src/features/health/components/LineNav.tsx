import type { ProductLineSlug } from '@clearline/contracts';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link as RouterLink } from 'react-router';
import { type LinePage, linePath } from '../model/monitoring';

const PAGES: { page: LinePage; label: string }[] = [
  { page: 'health', label: 'Health status' },
  { page: 'infrastructure', label: 'Infrastructure' },
  { page: 'operations', label: 'Operations' },
];

/** The line's three pages as tabs (links: each has its own address in the navigation). */
export function LineNav({ slug, current }: { slug: ProductLineSlug; current: LinePage }) {
  return (
    <Tabs
      value={current}
      aria-label="Product line pages"
      variant="scrollable"
      allowScrollButtonsMobile
      sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      {PAGES.map(({ page, label }) => (
        <Tab key={page} value={page} label={label} component={RouterLink} to={linePath(slug, page)} />
      ))}
    </Tabs>
  );
}
