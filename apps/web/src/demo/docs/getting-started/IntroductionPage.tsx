import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { DocPage, DocSection, Mono } from '../kit/DocPage';

/** Where a new colleague starts: what Clearline is, how its code is laid out, where the UI kit is. */
export default function IntroductionPage() {
  return (
    <DocPage
      title="Introduction"
      area="Getting started"
      description="What Clearline is, and how these pages help you build on it."
    >
      <DocSection title="The product">
        <Typography>
          Clearline is a reconciliation back office for payroll service bureaus: clerks match bank statements
          to the bureau's ledgers (tax liabilities, net pay, transfers between customers) and to
          employer-funds ledgers for earned wage access. Management watches the month-end close, the
          auto-match rate and the health of the product lines.
        </Typography>
        <Typography>
          Everything under this heading of the navigation (Template and Documentation) is for people who build
          the product. It never touches an organisation's data: the template's apps answer from a mock in the
          browser, and these pages show the UI kit with sample values.
        </Typography>
      </DocSection>
      <DocSection title="How the code is laid out">
        <Typography>
          One npm workspace: <Mono>apps/web</Mono> (React, MUI, TanStack Query), <Mono>apps/server</Mono>{' '}
          (Fastify, Drizzle, PostgreSQL or PGlite), <Mono>packages/contracts</Mono> (the zod schemas of every
          call, checked on both sides), <Mono>packages/domain</Mono> (pure rules: money in cents, dates,
          matching, parsers) and <Mono>e2e</Mono> (Playwright).
        </Typography>
        <Typography>
          In the web app, <Mono>app/</Mono> holds the one route table, <Mono>shell/</Mono> the layouts,
          navigation, toolbar and themes, <Mono>features/&lt;area&gt;/</Mono> the pages of each product area,
          and <Mono>shared/ui</Mono> the components every feature uses. Features never import each other; they
          meet in <Mono>app/router.tsx</Mono>.
        </Typography>
      </DocSection>
      <DocSection title="Where to go next">
        <Typography>
          <Link component={RouterLink} to="/getting-started/running">
            Running it
          </Link>{' '}
          starts the product and its tests;{' '}
          <Link component={RouterLink} to="/getting-started/adding-a-page">
            Adding a page
          </Link>{' '}
          walks through a new screen; the{' '}
          <Link component={RouterLink} to="/ui/colors">
            colours
          </Link>
          ,{' '}
          <Link component={RouterLink} to="/ui/typography">
            typography
          </Link>{' '}
          and{' '}
          <Link component={RouterLink} to="/components/page-header">
            components
          </Link>{' '}
          pages show the kit to build it with.
        </Typography>
      </DocSection>
    </DocPage>
  );
}
