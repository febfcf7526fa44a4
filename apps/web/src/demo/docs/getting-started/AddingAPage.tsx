import Typography from '@mui/material/Typography';
import { Code, DocPage, DocSection, Mono } from '../kit/DocPage';

/** The path of a new screen through the code, in the order a reviewer will read it. */
export default function AddingAPage() {
  return (
    <DocPage
      title="Adding a page"
      area="Getting started"
      description="From the contract to the navigation entry, in the project's order."
    >
      <DocSection title="1. The call: a contract">
        <Typography>
          Describe the request and the answer with zod in{' '}
          <Mono>packages/contracts/src/&lt;area&gt;.contract.ts</Mono>. The server validates both ways; the
          browser parses the answer with the same schema. Money travels as decimal strings and is stored in
          integer cents.
        </Typography>
      </DocSection>
      <DocSection title="2. The server: routes, service, repository">
        <Typography>
          A module under <Mono>apps/server/src/modules/&lt;name&gt;</Mono> registers the contract's route (its{' '}
          <Mono>access</Mono> names the area the caller's roles must open), its service does the work with the
          caller's organisation id passed to every repository function, and each change writes its audit entry
          in the same transaction. Other modules reach it only through its <Mono>index.ts</Mono>.
        </Typography>
      </DocSection>
      <DocSection title="3. The page">
        <Typography>
          Put the page in <Mono>apps/web/src/features/&lt;area&gt;/routes</Mono>, export a loader from the
          feature's <Mono>index.ts</Mono>, and add one route in <Mono>app/router.tsx</Mono> with its area and
          title. Build it from the shared kit: a page header, the data grid, amounts, status chips.
        </Typography>
        <Code>
          {[
            "areaPage('bankRec', 'clientList', 'Customer List', bankRecPages.clientList),",
            '// or, outside /app/<area>/:',
            "{ path: '/RPConversion', handle: { area: 'management', title: 'Conversion' },",
            '  element: lazyPage(dashboardsPages.conversion) },',
          ].join('\n')}
        </Code>
      </DocSection>
      <DocSection title="4. The navigation">
        <Typography>
          The side navigation comes from the organisation's menus (seeded in{' '}
          <Mono>apps/server/src/db/seed/demo-menus.ts</Mono>, edited on the Organization page). An entry
          appears only when its page has a route and the user's roles open the page's area, so a new page is
          invisible until both exist.
        </Typography>
      </DocSection>
      <DocSection title="5. The tests">
        <Typography>
          Pure rules get unit tests next to them, new routes an integration test through HTTP (the tenant
          isolation test covers routes that take ids), and the page a Playwright spec under{' '}
          <Mono>e2e/tests/&lt;area&gt;</Mono> that drives it as a user would.
        </Typography>
      </DocSection>
    </DocPage>
  );
}
