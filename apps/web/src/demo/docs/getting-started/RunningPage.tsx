import Typography from '@mui/material/Typography';
import { Code, DocPage, DocSection, Mono } from '../kit/DocPage';

/** The commands a colleague needs on the first day: run it, test it, and the demo accounts. */
export default function RunningPage() {
  return (
    <DocPage
      title="Running it"
      area="Getting started"
      description="Node.js 20.19 or later and npm 10; nothing else is downloaded."
    >
      <DocSection title="Start the product">
        <Typography>
          One command installs what is missing, builds the web app and serves it with the API on one port,
          with an embedded database in <Mono>./data</Mono> and the demo organisations seeded on first start.
        </Typography>
        <Code>{'npm start            # http://localhost:8080'}</Code>
        <Typography>
          Set <Mono>DATABASE_URL=postgres://…</Mono> to use PostgreSQL instead, and run job workers with{' '}
          <Mono>npm run worker</Mono>.
        </Typography>
      </DocSection>
      <DocSection title="Sign in">
        <Typography>
          Every demo account's password is <Mono>Clearline-demo-1</Mono>. <Mono>ops@demo.test</Mono> is a
          management role (110) and sees everything, this documentation included;{' '}
          <Mono>bankrec@demo.test</Mono> (128) sees bank reconciliation only.
        </Typography>
      </DocSection>
      <DocSection title="Test what you change">
        <Typography>Run the tests of the files you touched, not the whole suite:</Typography>
        <Code>
          {[
            'npx vitest run --project unit apps/web/src/shell/navigation/menu-model.test.ts',
            'TEST_DATABASE_URL= npx vitest run --project integration apps/server/test/boards.int.test.ts',
            'npm run typecheck --silent',
            'npx biome check apps/web/src/demo',
            'npm run build -w @clearline/web && cd e2e && npx playwright test tests/demo --no-deps',
          ].join('\n')}
        </Code>
        <Typography>
          <Mono>npm test</Mono> runs everything: lint, typecheck, unit, integration and browser tests.
        </Typography>
      </DocSection>
    </DocPage>
  );
}
